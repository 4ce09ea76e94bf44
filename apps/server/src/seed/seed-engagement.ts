import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDays, siteDay } from '../engagement/site-day.ts';
import { exponentOf } from '../wallet/main-cash.ts';

type Tx = Transaction<Database>;

const TITLE = {
  en_US: 'Welcome to Demo Casino',
  zh_CN: '欢迎来到示例娱乐',
  zh_TW: '歡迎來到示例娛樂',
  vi_VN: 'Chào mừng đến với Demo Casino',
  ko_KR: 'Demo Casino에 오신 것을 환영합니다',
  ja_JP: 'Demo Casino へようこそ',
  th_TH: 'ยินดีต้อนรับสู่ Demo Casino',
  hi_IN: 'Demo Casino में आपका स्वागत है',
  my_MM: 'Demo Casino မှ ကြိုဆိုပါသည်',
  ta_IN: 'Demo Casino க்கு வரவேற்கிறோம்',
  bn_BD: 'Demo Casino-তে স্বাগতম',
};

const BODY = {
  en_US: '<p>Thank you for joining us. Check in every day for a reward, and open the red envelope while it runs.</p>',
  zh_CN: '<p>感谢您的加入。每天签到即可领取奖励，红包活动期间别忘了拆红包。</p>',
  zh_TW: '<p>感謝您的加入。每天簽到即可領取獎勵，紅包活動期間別忘了拆紅包。</p>',
  vi_VN: '<p>Cảm ơn bạn đã tham gia. Điểm danh mỗi ngày để nhận thưởng và mở lì xì khi chương trình diễn ra.</p>',
  ko_KR: '<p>가입해 주셔서 감사합니다. 매일 출석 체크로 보상을 받고, 진행 중인 홍바오도 열어 보세요.</p>',
  ja_JP: '<p>ご参加ありがとうございます。毎日チェックインして報酬を受け取り、開催中のお年玉も開けてみてください。</p>',
  th_TH: '<p>ขอบคุณที่ร่วมกับเรา เช็คอินทุกวันเพื่อรับรางวัล และเปิดอั่งเปาระหว่างที่กิจกรรมเปิดอยู่</p>',
  hi_IN: '<p>हमसे जुड़ने के लिए धन्यवाद। इनाम के लिए रोज़ चेक-इन करें, और चलते समय लाल लिफ़ाफ़ा खोलें।</p>',
  my_MM: '<p>ပါဝင်သည့်အတွက် ကျေးဇူးတင်ပါသည်။ ဆုလာဘ်ရရန် နေ့စဉ် ချက်ခ်အင်ဝင်ပြီး အနီရောင်စာအိတ်ကိုလည်း ဖွင့်ပါ။</p>',
  ta_IN: '<p>எங்களுடன் இணைந்ததற்கு நன்றி. வெகுமதிக்குத் தினமும் செக்-இன் செய்யுங்கள், சிவப்பு உறை நடக்கும்போது திறந்து பாருங்கள்.</p>',
  bn_BD: '<p>আমাদের সাথে যোগ দেওয়ার জন্য ধন্যবাদ। পুরস্কারের জন্য প্রতিদিন চেক-ইন করুন, আর চলাকালীন লাল খাম খুলুন।</p>',
};

const PROMOTION_TITLE = {
  en_US: 'Lucky red envelope',
  zh_CN: '幸运红包',
  zh_TW: '幸運紅包',
  vi_VN: 'Lì xì may mắn',
  ko_KR: '행운의 홍바오',
  ja_JP: 'ラッキーお年玉',
  th_TH: 'อั่งเปานำโชค',
  hi_IN: 'भाग्यशाली लाल लिफ़ाफ़ा',
  my_MM: 'ကံကောင်း အနီရောင်စာအိတ်',
  ta_IN: 'அதிர்ஷ்ட சிவப்பு உறை',
  bn_BD: 'ভাগ্যবান লাল খাম',
};

/** Roughly the worth of one US dollar in each currency's major units. */
const DOLLAR: Record<string, number> = {
  USD: 1,
  INR: 80,
  RMB: 7,
  VND: 25_000,
  THB: 35,
  BRL: 5,
  BDT: 110,
  MMK: 2_000,
  NGN: 1_500,
  WON: 1_300,
  JPY: 150,
};

function minor(dollars: number, currency: string): bigint {
  return BigInt(Math.round(dollars * (DOLLAR[currency] ?? 1) * 10 ** exponentOf(currency)));
}

/**
 * Demo engagement of every site, once: a red-envelope promotion running for 30 days in each currency of the site, a
 * sign-in calendar of seven rising rewards for 60 days, and a welcome letter to the demo members, in all 11 languages.
 */
export async function seedDemoEngagement(tx: Tx): Promise<boolean> {
  const seeded = await tx.selectFrom('red_envelope_promotions').select('id').limit(1).executeTakeFirst();
  if (seeded) return false;
  const sites = await tx.selectFrom('sites').select('id').orderBy('id').execute();
  const now = Date.now();
  const today = siteDay();
  for (const site of sites) {
    const currencies = (
      await tx.selectFrom('site_currencies').select('currency_code').where('site_id', '=', site.id).execute()
    ).map((c) => c.currency_code);
    if (currencies.length === 0) continue;
    const promotion = await tx
      .insertInto('red_envelope_promotions')
      .values({
        site_id: site.id,
        title: JSON.stringify(PROMOTION_TITLE),
        starts_at: new Date(now - 3_600_000),
        ends_at: new Date(now + 30 * 86_400_000),
        announced_at: new Date(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('red_envelope_budgets')
      .values(
        currencies.map((currency) => ({
          promotion_id: promotion.id,
          currency_code: currency,
          budget: minor(5_000, currency),
          remaining: minor(5_000, currency),
          min_amount: minor(0.1, currency),
          max_amount: minor(2, currency),
        })),
      )
      .execute();
    for (const currency of currencies) {
      await tx
        .insertInto('sign_in_calendars')
        .values({
          site_id: site.id,
          currency_code: currency,
          starts_on: addDays(today, -1),
          ends_on: addDays(today, 60),
          rewards: [0.1, 0.1, 0.2, 0.2, 0.3, 0.5, 1].map((d) => String(minor(d, currency))),
        })
        .execute();
    }
    const letter = await tx
      .insertInto('letters')
      .values({
        site_id: site.id,
        title: JSON.stringify(TITLE),
        body: JSON.stringify(BODY),
        audience: JSON.stringify({ kind: 'segment', vip_level: 0 }),
        status: 'sent',
        finished_at: new Date(now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const members = await tx
      .selectFrom('members')
      .select('id')
      .where('site_id', '=', site.id)
      .where('account', 'in', ['demo001', 'agent001'])
      .execute();
    if (members.length > 0) {
      await tx
        .insertInto('member_letters')
        .values(members.map((m) => ({ letter_id: letter.id, member_id: m.id })))
        .execute();
      await tx.updateTable('letters').set({ delivered: members.length }).where('id', '=', letter.id).execute();
    }
  }
  return true;
}
