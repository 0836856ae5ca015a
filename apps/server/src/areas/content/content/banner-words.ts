import { type ArtWords, PAGE_BANNER_WORDS, type PageBannerArt } from './banner-words-pages.ts';

/** The words drawn on the demo banners, per language (the seven bundled ones). */
export type BannerArt =
  | 'home-welcome'
  | 'home-lottery'
  | 'home-fair'
  | 'lottery-draws'
  | 'rng-slots'
  | PageBannerArt;

export const BANNER_ART_WORDS: Record<BannerArt, ArtWords> = {
  'home-welcome': {
    EN: {
      tag: 'Welcome',
      title: '100% first deposit bonus',
      line: 'Double your first deposit, up to 5,000,000 VND.',
    },
    CN: { tag: '欢迎', title: '首存100%奖金', line: '首次存款翻倍，最高5,000,000越南盾。' },
    ID: {
      tag: 'Selamat datang',
      title: 'Bonus deposit pertama 100%',
      line: 'Gandakan deposit pertama Anda, hingga 5,000,000 VND.',
    },
    PT: {
      tag: 'Boas-vindas',
      title: 'Bónus de 100% no 1.º depósito',
      line: 'Duplique o seu primeiro depósito, até 5,000,000 VND.',
    },
    TH: { tag: 'ยินดีต้อนรับ', title: 'โบนัสฝากแรก 100%', line: 'รับเงินฝากแรกเป็นสองเท่า สูงสุด 5,000,000 VND' },
    TY: {
      tag: 'Maligayang pagdating',
      title: '100% bonus sa unang deposito',
      line: 'Doblehin ang unang deposito, hanggang 5,000,000 VND.',
    },
    VI: {
      tag: 'Chào mừng',
      title: 'Thưởng 100% nạp đầu',
      line: 'Nhân đôi lần nạp đầu tiên, tối đa 5,000,000 VND.',
    },
  },
  'home-lottery': {
    EN: {
      tag: 'Lottery',
      title: 'Draws every day',
      line: 'Vietnamese lottery, keno and fast e-lottery in one place.',
    },
    CN: { tag: '彩票', title: '每天开奖', line: '越南彩票、基诺和极速彩，一站畅玩。' },
    ID: {
      tag: 'Lotere',
      title: 'Undian setiap hari',
      line: 'Lotere Vietnam, keno dan e-lotere cepat di satu tempat.',
    },
    PT: {
      tag: 'Lotaria',
      title: 'Sorteios todos os dias',
      line: 'Lotaria vietnamita, keno e e-lotaria rápida num só lugar.',
    },
    TH: { tag: 'ลอตเตอรี่', title: 'ออกรางวัลทุกวัน', line: 'หวยเวียดนาม คีโน และหวยด่วน รวมไว้ในที่เดียว' },
    TY: {
      tag: 'Loterya',
      title: 'May bola araw-araw',
      line: 'Vietnamese lottery, keno at mabilis na e-lottery sa iisang lugar.',
    },
    VI: {
      tag: 'Xổ số',
      title: 'Quay thưởng mỗi ngày',
      line: 'Xổ số Việt Nam, keno và xổ số nhanh tại một nơi.',
    },
  },
  'home-fair': {
    EN: {
      tag: 'Provably fair',
      title: 'Check every round yourself',
      line: 'Our in-house games publish their seeds: verify any result.',
    },
    CN: { tag: '可验证公平', title: '每一局都可自行验证', line: '自营游戏公开种子，任何结果都可核对。' },
    ID: {
      tag: 'Terbukti adil',
      title: 'Periksa setiap ronde sendiri',
      line: 'Game kami membuka seed-nya: verifikasi hasil apa pun.',
    },
    PT: {
      tag: 'Justiça comprovável',
      title: 'Verifique cada ronda',
      line: 'Os nossos jogos publicam as sementes: confirme qualquer resultado.',
    },
    TH: { tag: 'พิสูจน์ได้ว่ายุติธรรม', title: 'ตรวจสอบทุกรอบได้เอง', line: 'เกมของเราเปิดเผยซีด ตรวจสอบผลได้ทุกครั้ง' },
    TY: {
      tag: 'Patas at mapapatunayan',
      title: 'Suriin ang bawat round',
      line: 'Inilalathala ng aming laro ang seeds: i-verify ang anumang resulta.',
    },
    VI: {
      tag: 'Công bằng minh bạch',
      title: 'Tự kiểm tra mọi ván',
      line: 'Trò chơi nhà cái công khai seed: xác minh mọi kết quả.',
    },
  },
  'lottery-draws': {
    EN: {
      tag: 'Lottery centre',
      title: 'Pick your numbers',
      line: 'North, central and south draws, results the same evening.',
    },
    CN: { tag: '彩票中心', title: '选出你的号码', line: '北部、中部、南部开奖，当晚公布结果。' },
    ID: {
      tag: 'Pusat lotere',
      title: 'Pilih angka Anda',
      line: 'Undian utara, tengah dan selatan, hasil malam itu juga.',
    },
    PT: {
      tag: 'Centro de lotaria',
      title: 'Escolha os seus números',
      line: 'Sorteios do norte, centro e sul, resultados na mesma noite.',
    },
    TH: { tag: 'ศูนย์ลอตเตอรี่', title: 'เลือกเลขของคุณ', line: 'ออกรางวัลภาคเหนือ กลาง ใต้ ประกาศผลเย็นวันเดียวกัน' },
    TY: {
      tag: 'Lottery center',
      title: 'Piliin ang iyong numero',
      line: 'Bola sa hilaga, gitna at timog, resulta sa parehong gabi.',
    },
    VI: {
      tag: 'Trung tâm xổ số',
      title: 'Chọn số của bạn',
      line: 'Xổ số miền Bắc, Trung, Nam, có kết quả ngay tối đó.',
    },
  },
  'rng-slots': {
    EN: {
      tag: 'Slots',
      title: 'Spin the new reels',
      line: 'Fresh slot titles every week from our studios.',
    },
    CN: { tag: '老虎机', title: '新转轴，马上转', line: '每周上线新老虎机游戏。' },
    ID: {
      tag: 'Slot',
      title: 'Putar gulungan baru',
      line: 'Judul slot baru setiap minggu dari studio kami.',
    },
    PT: {
      tag: 'Slots',
      title: 'Gire os novos rolos',
      line: 'Novas slots todas as semanas dos nossos estúdios.',
    },
    TH: { tag: 'สล็อต', title: 'หมุนวงล้อใหม่', line: 'สล็อตใหม่ทุกสัปดาห์จากสตูดิโอของเรา' },
    TY: {
      tag: 'Slots',
      title: 'Paikutin ang bagong reels',
      line: 'Bagong slot bawat linggo mula sa aming studio.',
    },
    VI: { tag: 'Slot', title: 'Quay cuộn mới', line: 'Slot mới mỗi tuần từ các studio của chúng tôi.' },
  },
  ...PAGE_BANNER_WORDS,
};
