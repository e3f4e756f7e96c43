import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '@wl/ui/i18n';
import { translateMessage } from './errors';

/** Spec §8: the texts a server answers that the player reads, with their Thai. */
const SERVER_TEXTS: readonly (readonly [string, string])[] = [
  ['Invalid phone number format', 'รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง'],
  ['Please enter a valid phone number', 'โปรดกรอกหมายเลขโทรศัพท์ที่ถูกต้อง'],
  ['Too many requests, please try again after 5 minutes', 'มีคำขอมากเกินไป โปรดลองอีกครั้งในอีก 5 นาที'],
  ['Verification code is not valid', 'รหัสยืนยันไม่ถูกต้อง'],
  ['Verification code is missing', 'ไม่มีรหัสยืนยัน'],
  ['Invalid captcha input', 'รหัสแคปช่าไม่ถูกต้อง'],
  ['Invalid captcha input, or a call from a non-whitelisted domain', 'รหัสแคปช่าไม่ถูกต้อง หรือมีการเรียกจากโดเมนที่ไม่ได้รับอนุญาต'],
  ['Quota not sufficient, please contact customer service', 'โควตาไม่เพียงพอ โปรดติดต่อฝ่ายบริการลูกค้า'],
  ['Function not enabled, please contact customer service', 'ฟังก์ชันนี้ยังไม่เปิดใช้งาน โปรดติดต่อฝ่ายบริการลูกค้า'],
  ['Verification code has expired, please send again', 'รหัสยืนยันหมดอายุแล้ว โปรดส่งใหม่อีกครั้ง'],
  ['Username/Email does not exist', 'ไม่มีชื่อผู้ใช้/อีเมลนี้ในระบบ'],
  ['Invalid URL, please contact customer service', 'URL ไม่ถูกต้อง โปรดติดต่อฝ่ายบริการลูกค้า'],
  ['Confirmation password is not correct', 'รหัสผ่านยืนยันไม่ถูกต้อง'],
  ['Account, password and email format errors', 'รูปแบบบัญชี รหัสผ่าน และอีเมลไม่ถูกต้อง'],
  ['Non-member account unable to login', 'บัญชีที่ไม่ใช่สมาชิกไม่สามารถเข้าสู่ระบบได้'],
  ['Non-agents cannot log in', 'ผู้ที่ไม่ใช่เอเจนต์ไม่สามารถเข้าสู่ระบบได้'],
  ['Please complete verification first', 'โปรดยืนยันตัวตนให้เสร็จก่อน'],
];

describe('the server messages of spec §8', () => {
  it('are shown in Thai to a Thai player, wherever a failure is worded (translateMessage)', async () => {
    await initI18n({ language: 'TY' });
    for (const [english, thai] of SERVER_TEXTS) expect(translateMessage(english)).toBe(thai);
  });

  it('are shown as they are in English, and a message the catalogue does not know is kept', async () => {
    await changeLanguage('EN');
    for (const [english] of SERVER_TEXTS) expect(translateMessage(english)).toBe(english);
    expect(translateMessage('Your bet slip has closed')).toBe('Your bet slip has closed');
  });
});
