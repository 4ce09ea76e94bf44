/**
 * The page's message for a bet refused by the payout cap (place-bet.ts VIRTUAL_MAX_PAYOUT_COINS), in the site's 11
 * languages. Kept apart from virtual-page-text.ts while the house pages' shared texts are being merged into one
 * table; {max} is the most a bet may win, {stake} the largest stake at the chosen odds.
 */
export const VIRTUAL_CAP_TEXT: Record<string, { overMaxPayout: string }> = {
  en_US: { overMaxPayout: 'A bet may win at most {max}. At these odds, stake at most {stake}.' },
  zh_CN: { overMaxPayout: '单注最高派彩为 {max}。按此赔率，投注额最多为 {stake}。' },
  zh_TW: { overMaxPayout: '單注最高派彩為 {max}。按此賠率，投注額最多為 {stake}。' },
  vi_VN: { overMaxPayout: 'Mỗi cược chỉ được thắng tối đa {max}. Với tỷ lệ này, hãy cược tối đa {stake}.' },
  ko_KR: { overMaxPayout: '한 베팅의 최대 당첨금은 {max}입니다. 이 배당에서는 최대 {stake}까지 베팅하세요.' },
  ja_JP: { overMaxPayout: '1ベットの払い戻しは最大 {max} です。このオッズでは {stake} までベットできます。' },
  th_TH: { overMaxPayout: 'เดิมพันหนึ่งครั้งชนะได้สูงสุด {max} ที่อัตรานี้ เดิมพันได้สูงสุด {stake}' },
  hi_IN: { overMaxPayout: 'एक दांव अधिकतम {max} जीत सकता है। इन ऑड्स पर अधिकतम {stake} लगाएँ।' },
  my_MM: { overMaxPayout: 'လောင်းကြေးတစ်ခုသည် အများဆုံး {max} သာ နိုင်နိုင်သည်။ ဤအလေးအချိန်တွင် အများဆုံး {stake} လောင်းပါ။' },
  ta_IN: { overMaxPayout: 'ஒரு பந்தயம் அதிகபட்சம் {max} வெல்லலாம். இந்த விகிதத்தில் அதிகபட்சம் {stake} பந்தயம் வையுங்கள்.' },
  bn_BD: { overMaxPayout: 'একটি বাজি সর্বোচ্চ {max} জিততে পারে। এই অডসে সর্বোচ্চ {stake} বাজি ধরুন।' },
};
