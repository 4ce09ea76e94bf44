import type { LanguageCode } from '@casino/contract/languages.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The level-up letter in the sites' languages; {level} is the new level. */
const TITLE: Record<LanguageCode, string> = {
  en_US: 'Welcome to VIP {level}',
  zh_CN: '恭喜升级至 VIP {level}',
  zh_TW: '恭喜升級至 VIP {level}',
  th_TH: 'ยินดีด้วย คุณขึ้นเป็น VIP {level} แล้ว',
  vi_VN: 'Chúc mừng bạn đã lên VIP {level}',
  hi_IN: 'VIP {level} पर पहुँचने की बधाई',
  ta_IN: 'VIP {level} அடைந்ததற்கு வாழ்த்துகள்',
  bn_BD: 'VIP {level}-এ পৌঁছানোর জন্য অভিনন্দন',
  my_MM: 'VIP {level} သို့ ရောက်ရှိသည့်အတွက် ဂုဏ်ယူပါသည်',
  ja_JP: 'VIP {level} 到達おめでとうございます',
  ko_KR: 'VIP {level} 달성을 축하합니다',
};

const BODY: Record<LanguageCode, string> = {
  en_US: 'Congratulations! Your VIP level has risen to VIP {level}. See your new perks under VIP & Points in the Member Centre.',
  zh_CN: '恭喜！您的 VIP 等级已提升至 VIP {level}。新的权益请在会员中心的“VIP与积分”中查看。',
  zh_TW: '恭喜！您的 VIP 等級已提升至 VIP {level}。新的權益請在會員中心的「VIP與積分」中查看。',
  th_TH: 'ยินดีด้วย! ระดับ VIP ของคุณเพิ่มขึ้นเป็น VIP {level} แล้ว ดูสิทธิประโยชน์ใหม่ได้ที่ "VIP และคะแนน" ในศูนย์สมาชิก',
  vi_VN:
    'Chúc mừng! Cấp VIP của bạn đã tăng lên VIP {level}. Xem các quyền lợi mới tại mục "VIP & Điểm" trong Trung tâm thành viên.',
  hi_IN: 'बधाई हो! आपका VIP स्तर बढ़कर VIP {level} हो गया है। अपने नए लाभ मेंबर सेंटर में "VIP और पॉइंट्स" पर देखें।',
  ta_IN:
    'வாழ்த்துகள்! உங்கள் VIP நிலை VIP {level} ஆக உயர்ந்துள்ளது. உங்கள் புதிய சலுகைகளை உறுப்பினர் மையத்தில் "VIP & புள்ளிகள்" பகுதியில் பாருங்கள்.',
  bn_BD: 'অভিনন্দন! আপনার VIP স্তর বেড়ে VIP {level} হয়েছে। নতুন সুবিধাগুলো মেম্বার সেন্টারের "VIP ও পয়েন্ট" অংশে দেখুন।',
  my_MM: 'ဂုဏ်ယူပါသည်။ သင်၏ VIP အဆင့်သည် VIP {level} သို့ တက်သွားပါပြီ။ အကျိုးခံစားခွင့်အသစ်များကို အဖွဲ့ဝင်စင်တာရှိ "VIP နှင့် အမှတ်များ" တွင် ကြည့်ပါ။',
  ja_JP:
    'おめでとうございます！VIP レベルが VIP {level} に上がりました。新しい特典は会員センターの「VIP・ポイント」でご確認ください。',
  ko_KR: '축하합니다! 회원님의 VIP 등급이 VIP {level}(으)로 올랐습니다. 새로운 혜택은 회원 센터의 "VIP & 포인트"에서 확인하세요.',
};

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** The letter's title and body per language for a rise to `level` (the body is HTML, as operators' letters are). */
export function levelUpLetterText(level: number): { title: Record<string, string>; body: Record<string, string> } {
  const fill = (text: string) => text.replaceAll('{level}', String(level));
  const title: Record<string, string> = {};
  const body: Record<string, string> = {};
  for (const lang of Object.keys(TITLE) as LanguageCode[]) {
    title[lang] = fill(TITLE[lang]);
    body[lang] = `<p>${escapeHtml(fill(BODY[lang]))}</p>`;
  }
  return { title, body };
}

export type LevelRise = { memberId: number; siteId: number; level: number };

/**
 * Puts a letter in the box of each member whose VIP level rose, already delivered (no operator, so no audit row).
 * It runs in the transaction that stores the new level, which holds the member's loyalty row: the rise and its
 * letter commit together, and a repeated run or another node sees the level already set and writes none.
 * Answers the box entry's id per member, for the event that tells the member's pages after the commit.
 */
export async function sendLevelUpLetters(trx: Transaction<Database>, rises: LevelRise[]): Promise<Map<number, number>> {
  const boxes = new Map<number, number>();
  for (const rise of rises) {
    const { title, body } = levelUpLetterText(rise.level);
    const letter = await trx
      .insertInto('letters')
      .values({
        site_id: rise.siteId,
        title: JSON.stringify(title),
        body: JSON.stringify(body),
        audience: JSON.stringify({ kind: 'members', member_ids: [rise.memberId] }),
        status: 'sent',
        source: 'vip_level',
        delivered: 1,
        finished_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const box = await trx
      .insertInto('member_letters')
      .values({ letter_id: letter.id, member_id: rise.memberId })
      .returning('id')
      .executeTakeFirstOrThrow();
    boxes.set(rise.memberId, Number(box.id));
  }
  return boxes;
}
