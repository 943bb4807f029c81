import { createHmac } from 'node:crypto';
import { hmacHex } from '@/demo/hmac';

describe('the demo HMAC-SHA256 (src/demo/hmac.ts)', () => {
  test.each([
    ['key', 'The quick brown fox jumps over the lazy dog'],
    ['', ''],
    ['k'.repeat(100), 'x'.repeat(1000)],
    ['密钥', '中文消息 lid=2001'],
    ['a', 'b'.repeat(55)],
    ['a', 'b'.repeat(56)],
    ['a', 'b'.repeat(64)],
  ])('equals Node crypto for key %j', (key, message) => {
    expect(hmacHex(key, message)).toBe(createHmac('sha256', key).update(message).digest('hex'));
  });
});
