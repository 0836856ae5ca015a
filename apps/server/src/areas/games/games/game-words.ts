/**
 * Word lists the demo catalog builds game names from: [EN, VI, CN].
 * Vietnamese puts the adjective after the noun; Chinese before it, without a space.
 */
export type Word = readonly [en: string, vi: string, cn: string];

export const ADJECTIVES: readonly Word[] = [
  ['Golden', 'Vàng', '金'],
  ['Lucky', 'May Mắn', '幸运'],
  ['Mighty', 'Hùng Mạnh', '威猛'],
  ['Royal', 'Hoàng Gia', '皇家'],
  ['Jade', 'Ngọc Bích', '翡翠'],
  ['Crimson', 'Đỏ Thẫm', '赤红'],
  ['Silver', 'Bạc', '银'],
  ['Mystic', 'Huyền Bí', '神秘'],
  ['Wild', 'Hoang Dã', '狂野'],
  ['Thunder', 'Sấm Sét', '雷霆'],
  ['Eternal', 'Vĩnh Cửu', '永恒'],
  ['Blazing', 'Rực Lửa', '烈焰'],
  ['Emerald', 'Lục Bảo', '祖母绿'],
  ['Moonlit', 'Ánh Trăng', '月光'],
  ['Ancient', 'Cổ Đại', '远古'],
  ['Starry', 'Đầy Sao', '星空'],
] as const;

export const NOUNS: readonly Word[] = [
  ['Dragon', 'Rồng', '龙'],
  ['Tiger', 'Hổ', '虎'],
  ['Phoenix', 'Phượng Hoàng', '凤凰'],
  ['Lotus', 'Hoa Sen', '莲花'],
  ['Koi', 'Cá Chép', '锦鲤'],
  ['Temple', 'Đền', '神殿'],
  ['Empire', 'Đế Chế', '帝国'],
  ['Treasure', 'Kho Báu', '宝藏'],
  ['Panda', 'Gấu Trúc', '熊猫'],
  ['Gems', 'Đá Quý', '宝石'],
  ['Buffalo', 'Trâu', '水牛'],
  ['Empress', 'Nữ Hoàng', '女皇'],
  ['Pearl', 'Ngọc Trai', '珍珠'],
  ['Lantern', 'Đèn Lồng', '灯笼'],
  ['Samurai', 'Võ Sĩ', '武士'],
  ['Volcano', 'Núi Lửa', '火山'],
] as const;

export const SEA_NOUNS: readonly Word[] = [
  ['Shark', 'Cá Mập', '鲨鱼'],
  ['Whale', 'Cá Voi', '鲸鱼'],
  ['Octopus', 'Bạch Tuộc', '章鱼'],
  ['Mermaid', 'Nàng Tiên Cá', '美人鱼'],
  ['Crab', 'Cua', '螃蟹'],
  ['Kraken', 'Thủy Quái', '海怪'],
  ['Turtle', 'Rùa Biển', '海龟'],
  ['Squid', 'Mực', '鱿鱼'],
] as const;

/** Live tables by classification. */
export const LIVE_TABLES: Readonly<Record<string, Word>> = {
  BACCARAT: ['Baccarat', 'Baccarat', '百家乐'],
  ROULETTE: ['Roulette', 'Cò Quay', '轮盘'],
  SICBO: ['Sic Bo', 'Tài Xỉu', '骰宝'],
  DRAGONTIGER: ['Dragon Tiger', 'Rồng Hổ', '龙虎'],
  BLACKJACK: ['Blackjack', 'Xì Dách', '二十一点'],
};

/** Card and board games for PVP vendors, with their classification. */
export const PVP_GAMES: readonly (readonly [classify: string, name: Word])[] = [
  ['CARD', ['Tien Len', 'Tiến Lên', '越南斗地主']],
  ['POKER', ["Texas Hold'em", 'Xì Tố', '德州扑克']],
  ['CARD', ['Mau Binh', 'Mậu Binh', '十三张']],
  ['CARD', ['Phom', 'Phỏm', '越南碰牌']],
  ['CARD', ['Sam Loc', 'Sâm Lốc', '萨姆']],
  ['POKER', ['Bull Bull', 'Ngầu Hầm', '牛牛']],
  ['CARD', ['Three Cards', 'Ba Cây', '三公']],
  ['MAHJONG', ['Mahjong', 'Mạt Chược', '麻将']],
  ['MAHJONG', ['Mahjong Duel', 'Mạt Chược Đối Kháng', '二人麻将']],
] as const;

export const BINGO_GAMES: readonly Word[] = [
  ['Bingo 75', 'Bingo 75', '宾果 75'],
  ['Bingo 90', 'Bingo 90', '宾果 90'],
  ['Speed Bingo', 'Bingo Tốc Độ', '极速宾果'],
  ['Lucky Bingo', 'Bingo May Mắn', '幸运宾果'],
  ['Bingo Party', 'Tiệc Bingo', '宾果派对'],
] as const;

export const PVP_ROOMS: readonly (readonly [name: string, minBetMajor: bigint, maxPlayers: number])[] = [
  ['Novice', 1_000n, 4],
  ['Regular', 10_000n, 4],
  ['High Roller', 100_000n, 6],
] as const;
