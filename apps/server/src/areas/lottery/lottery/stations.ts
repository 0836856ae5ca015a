import type { VnRegion } from '@pf/shared';

/**
 * The Vietnamese draw calendar, as data: who draws on which day (1 = Sunday … 7 = Saturday) and
 * when (local time in Asia/Ho_Chi_Minh). Miền Bắc is one draw a day whose host station rotates;
 * Miền Trung and Miền Nam have several stations a day, each its own draw.
 */
export const VN_TIMEZONE = 'Asia/Ho_Chi_Minh';

export const VN_DRAW_TIMES: Readonly<Record<VnRegion, string>> = { MB: '18:15', MT: '17:15', MN: '16:15' };

/** Miền Bắc host station by weekday. */
export const MB_STATIONS: Readonly<Record<number, string>> = {
  1: 'Thái Bình',
  2: 'Hà Nội',
  3: 'Quảng Ninh',
  4: 'Bắc Ninh',
  5: 'Hà Nội',
  6: 'Hải Phòng',
  7: 'Nam Định',
};

export interface Station {
  code: string;
  name: string;
  region: 'MT' | 'MN';
  days: number[];
}

const st = (region: 'MT' | 'MN', slug: string, name: string, days: number[]): Station => ({
  code: `${region.toLowerCase()}-${slug}`,
  name,
  region,
  days,
});

export const VN_STATIONS: readonly Station[] = [
  st('MT', 'hue', 'Thừa Thiên Huế', [1, 2]),
  st('MT', 'phuyen', 'Phú Yên', [2]),
  st('MT', 'daklak', 'Đắk Lắk', [3]),
  st('MT', 'quangnam', 'Quảng Nam', [3]),
  st('MT', 'danang', 'Đà Nẵng', [4, 7]),
  st('MT', 'khanhhoa', 'Khánh Hòa', [1, 4]),
  st('MT', 'binhdinh', 'Bình Định', [5]),
  st('MT', 'quangtri', 'Quảng Trị', [5]),
  st('MT', 'quangbinh', 'Quảng Bình', [5]),
  st('MT', 'gialai', 'Gia Lai', [6]),
  st('MT', 'ninhthuan', 'Ninh Thuận', [6]),
  st('MT', 'quangngai', 'Quảng Ngãi', [7]),
  st('MT', 'daknong', 'Đắk Nông', [7]),
  st('MT', 'kontum', 'Kon Tum', [1]),
  st('MN', 'hcm', 'TP. Hồ Chí Minh', [2, 7]),
  st('MN', 'dongthap', 'Đồng Tháp', [2]),
  st('MN', 'camau', 'Cà Mau', [2]),
  st('MN', 'bentre', 'Bến Tre', [3]),
  st('MN', 'vungtau', 'Vũng Tàu', [3]),
  st('MN', 'baclieu', 'Bạc Liêu', [3]),
  st('MN', 'dongnai', 'Đồng Nai', [4]),
  st('MN', 'cantho', 'Cần Thơ', [4]),
  st('MN', 'soctrang', 'Sóc Trăng', [4]),
  st('MN', 'tayninh', 'Tây Ninh', [5]),
  st('MN', 'angiang', 'An Giang', [5]),
  st('MN', 'binhthuan', 'Bình Thuận', [5]),
  st('MN', 'vinhlong', 'Vĩnh Long', [6]),
  st('MN', 'binhduong', 'Bình Dương', [6]),
  st('MN', 'travinh', 'Trà Vinh', [6]),
  st('MN', 'longan', 'Long An', [7]),
  st('MN', 'binhphuoc', 'Bình Phước', [7]),
  st('MN', 'haugiang', 'Hậu Giang', [7]),
  st('MN', 'tiengiang', 'Tiền Giang', [1]),
  st('MN', 'kiengiang', 'Kiên Giang', [1]),
  st('MN', 'dalat', 'Đà Lạt', [1]),
];
