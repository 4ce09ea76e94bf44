import type { Transaction } from 'kysely';
import { hashPassword } from '../accounts/passwords.ts';
import type { Database } from '../db/schema.ts';
import type { Localised } from './demo-content.ts';
import { DEMO_SITES } from './demo-data.ts';

type Tx = Transaction<Database>;

type Row = { name: string; display: 1; required?: 1; unique?: 1; verification?: 1 };

/** Register settings of the demo sites: what the forms show and require per currency. */
function demoRegisterRows(currency: string): Row[] {
  return [
    { name: 'member_currency', display: 1 },
    { name: 'member_name', display: 1, ...(currency === 'RMB' ? { required: 1 as const } : {}) },
    { name: 'member_phone', display: 1, required: 1, unique: 1, verification: 1 },
    { name: 'member_email', display: 1, unique: 1 },
    { name: 'withdraw_password', display: 1, required: 1 },
    { name: 'member_birthday', display: 1 },
    { name: 'member_telegram', display: 1 },
  ];
}

/** The demo's service agreement, in every language (seed/demo-content.ts). */
export const DEMO_AGREEMENT: { title: Localised; content: Localised }[] = [
  {
    title: {
      en_US: 'Eligibility',
      zh_CN: '参与资格',
      zh_TW: '參與資格',
      vi_VN: 'Điều kiện tham gia',
      ko_KR: '참여 자격',
      ja_JP: '参加資格',
      th_TH: 'คุณสมบัติผู้เข้าร่วม',
      hi_IN: 'पात्रता',
      my_MM: 'ပါဝင်ခွင့် အရည်အချင်း',
      ta_IN: 'தகுதி',
      bn_BD: 'যোগ্যতা',
    },
    content: {
      en_US: 'You must be of legal gambling age in your country and at least 18 years old. One account per person.',
      zh_CN: '您必须达到所在国家/地区的法定博彩年龄且年满18岁。每人仅限一个账户。',
      zh_TW: '您必須達到所在國家/地區的法定博彩年齡且年滿18歲。每人僅限一個帳戶。',
      vi_VN: 'Bạn phải đủ tuổi hợp pháp tại quốc gia của mình và từ 18 tuổi trở lên. Mỗi người chỉ một tài khoản.',
      ko_KR: '거주 국가의 법정 도박 허용 연령이면서 만 18세 이상이어야 합니다. 1인당 하나의 계정만 허용됩니다.',
      ja_JP: 'お住まいの国の法定ギャンブル年齢に達し、かつ18歳以上である必要があります。アカウントはお一人様1つまでです。',
      th_TH: 'คุณต้องมีอายุถึงเกณฑ์ที่กฎหมายในประเทศของคุณอนุญาตให้เล่นการพนัน และมีอายุอย่างน้อย 18 ปี หนึ่งคนต่อหนึ่งบัญชี',
      hi_IN: 'आपकी आयु आपके देश में जुए की कानूनी आयु और कम से कम 18 वर्ष होनी चाहिए। प्रति व्यक्ति एक खाता।',
      my_MM: 'သင့်နိုင်ငံ၏ ဥပဒေအရ လောင်းကစားခွင့်ရှိသော အသက်နှင့် အနည်းဆုံး အသက် 18 နှစ် ပြည့်ရပါမည်။ တစ်ဦးလျှင် အကောင့်တစ်ခုသာ ဖွင့်နိုင်ပါသည်။',
      ta_IN: 'உங்கள் நாட்டில் சூதாட்டத்திற்கான சட்டபூர்வ வயதையும் குறைந்தது 18 வயதையும் நீங்கள் அடைந்திருக்க வேண்டும். ஒருவருக்கு ஒரு கணக்கு மட்டுமே.',
      bn_BD: 'আপনাকে অবশ্যই আপনার দেশে জুয়া খেলার আইনসম্মত বয়সী এবং কমপক্ষে 18 বছর বয়সী হতে হবে। প্রতি ব্যক্তির জন্য একটি অ্যাকাউন্ট।',
    },
  },
  {
    title: {
      en_US: 'Responsible play',
      zh_CN: '理性娱乐',
      zh_TW: '理性娛樂',
      vi_VN: 'Chơi có trách nhiệm',
      ko_KR: '책임감 있는 플레이',
      ja_JP: '責任あるプレイ',
      th_TH: 'การเล่นอย่างมีความรับผิดชอบ',
      hi_IN: 'ज़िम्मेदार खेल',
      my_MM: 'တာဝန်သိ ကစားခြင်း',
      ta_IN: 'பொறுப்பான விளையாட்டு',
      bn_BD: 'দায়িত্বশীল খেলা',
    },
    content: {
      en_US: 'Bet only what you can afford to lose. You can set limits or close your account at any time.',
      zh_CN: '请仅以可承受的金额投注。您可随时设置限额或关闭账户。',
      zh_TW: '請僅以可承受的金額投注。您可隨時設定限額或關閉帳戶。',
      vi_VN: 'Chỉ đặt cược số tiền bạn có thể chấp nhận mất. Bạn có thể đặt hạn mức hoặc đóng tài khoản bất cứ lúc nào.',
      ko_KR: '잃어도 감당할 수 있는 금액만 베팅하세요. 언제든지 한도를 설정하거나 계정을 해지할 수 있습니다.',
      ja_JP: '失っても困らない金額だけを賭けてください。限度額の設定やアカウントの解約はいつでもできます。',
      th_TH: 'เดิมพันเฉพาะจำนวนที่คุณยอมเสียได้ คุณตั้งวงเงินหรือปิดบัญชีได้ทุกเมื่อ',
      hi_IN: 'केवल उतना ही दांव लगाएं जितना आप खो सकते हैं। आप कभी भी सीमाएं तय कर सकते हैं या अपना खाता बंद कर सकते हैं।',
      my_MM: 'ရှုံးနိုင်သလောက်သာ လောင်းကြေးထပ်ပါ။ ကန့်သတ်ချက်များ သတ်မှတ်ခြင်း သို့မဟုတ် အကောင့်ပိတ်ခြင်းကို အချိန်မရွေး ပြုလုပ်နိုင်ပါသည်။',
      ta_IN: 'நீங்கள் இழக்கக்கூடிய அளவு மட்டுமே பந்தயம் கட்டுங்கள். எப்போது வேண்டுமானாலும் வரம்புகளை அமைக்கலாம் அல்லது உங்கள் கணக்கை மூடலாம்.',
      bn_BD: 'শুধু ততটুকুই বাজি ধরুন যতটুকু হারানোর সামর্থ্য আপনার আছে। যেকোনো সময় সীমা নির্ধারণ বা অ্যাকাউন্ট বন্ধ করতে পারেন।',
    },
  },
];

/**
 * Account demo data: register settings, agreement, and unless members is false an agent on an agent domain and a
 * member to log in with (their passwords are published in the README).
 */
export async function seedAccountDemo(tx: Tx, options: { members: boolean } = { members: true }): Promise<boolean> {
  const any = await tx.selectFrom('register_settings').select('site_id').limit(1).executeTakeFirst();
  if (any) return false;
  for (const site of DEMO_SITES) {
    for (const currency of site.currencies) {
      await tx
        .insertInto('register_settings')
        .values(
          demoRegisterRows(currency).map((r) => ({
            site_id: site.id,
            currency_code: currency,
            name: r.name,
            is_display: r.display,
            is_required: r.required ?? 0,
            is_unique: r.unique ?? 0,
            is_member_center: 1,
            is_verification: r.verification ?? 0,
            is_member_center_verification: r.verification ?? 0,
          })),
        )
        .execute();
    }
    for (const [sort, section] of DEMO_AGREEMENT.entries()) {
      await tx
        .insertInto('service_agreements')
        .values({ site_id: site.id, title: JSON.stringify(section.title), content: JSON.stringify(section.content), sort })
        .execute();
    }
  }
  if (!options.members) return true;
  const agent = await tx
    .insertInto('members')
    .values({
      site_id: 1,
      account: 'agent001',
      currency_code: 'INR',
      member_type: 2,
      password_hash: await hashPassword('agent123'),
      withdraw_password_hash: await hashPassword('1234'),
      member_name: 'Demo Agent',
      member_email: 'agent001@example.com',
      member_phone: '9000000001',
      is_agent: true,
      agent_active: true,
      agent_type: 1,
      agent_level: 1,
      recommend_code: 'AGENT001',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('agent_domains')
    .values({ host: 'agent.localhost', site_id: 1, agent_id: agent.id, currency_code: 'INR' })
    .execute();
  // The names the demo operator gave its agent levels (/arks/web/agent-level-rename).
  await tx
    .insertInto('agent_level_names')
    .values([
      { site_id: 1, level: 1, name: JSON.stringify({ en_US: 'Partner', zh_CN: '合伙人', th_TH: 'พาร์ทเนอร์', vi_VN: 'Đối tác' }) },
      {
        site_id: 1,
        level: 2,
        name: JSON.stringify({ en_US: 'Sub-partner', zh_CN: '子合伙人', th_TH: 'พาร์ทเนอร์ย่อย', vi_VN: 'Đối tác phụ' }),
      },
    ])
    .execute();
  await tx
    .insertInto('members')
    .values({
      site_id: 1,
      account: 'demo001',
      currency_code: 'INR',
      password_hash: await hashPassword('demo1234'),
      withdraw_password_hash: await hashPassword('1234'),
      member_name: 'Demo Player',
      member_email: 'demo001@example.com',
      member_phone: '9000000002',
      agent_id: agent.id,
      recommend_code: 'DEMO0001',
    })
    .execute();
  return true;
}
