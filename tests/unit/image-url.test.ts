import { imageUrl } from '@/utils/image-url';
import { env } from '@/config/env';

describe('imageUrl', () => {
  const host = 'https://img.example.com';

  test('an http(s) URL is kept as is', () => {
    expect(imageUrl('http://a.example/x.png', host)).toBe('http://a.example/x.png');
    expect(imageUrl('https://a.example/x.png', host)).toBe('https://a.example/x.png');
  });

  test('other paths get the host prefixed', () => {
    expect(imageUrl('covers/1.png', host)).toBe('https://img.example.com/covers/1.png');
  });

  test('no double slash between host and path', () => {
    expect(imageUrl('/covers/1.png', host)).toBe('https://img.example.com/covers/1.png');
    expect(imageUrl('/covers/1.png', `${host}/`)).toBe('https://img.example.com/covers/1.png');
    expect(imageUrl('//covers/1.png', `${host}//`)).toBe('https://img.example.com/covers/1.png');
    expect(imageUrl('covers/1.png', `${host}/`)).toBe('https://img.example.com/covers/1.png');
  });

  test('the default host is the configured images host (env.imageHost)', () => {
    expect(imageUrl('covers/1.png')).toBe(env.imageHost ? `${env.imageHost.replace(/\/+$/, '')}/covers/1.png` : 'covers/1.png');
    expect(imageUrl('https://a.example/x.png')).toBe('https://a.example/x.png');
  });

  test('empty input gives an empty string; no host keeps the path', () => {
    expect(imageUrl('', host)).toBe('');
    expect(imageUrl(null, host)).toBe('');
    expect(imageUrl(undefined, host)).toBe('');
    expect(imageUrl('covers/1.png', '')).toBe('covers/1.png');
  });
});
