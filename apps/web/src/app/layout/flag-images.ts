import type { LANGUAGE_FLAGS } from '@pf/shared';
import bdFlag from 'flag-icons/flags/1x1/bd.svg';
import cnFlag from 'flag-icons/flags/1x1/cn.svg';
import deFlag from 'flag-icons/flags/1x1/de.svg';
import esFlag from 'flag-icons/flags/1x1/es.svg';
import frFlag from 'flag-icons/flags/1x1/fr.svg';
import gbFlag from 'flag-icons/flags/1x1/gb.svg';
import idFlag from 'flag-icons/flags/1x1/id.svg';
import ilFlag from 'flag-icons/flags/1x1/il.svg';
import inFlag from 'flag-icons/flags/1x1/in.svg';
import irFlag from 'flag-icons/flags/1x1/ir.svg';
import itFlag from 'flag-icons/flags/1x1/it.svg';
import jpFlag from 'flag-icons/flags/1x1/jp.svg';
import khFlag from 'flag-icons/flags/1x1/kh.svg';
import krFlag from 'flag-icons/flags/1x1/kr.svg';
import kzFlag from 'flag-icons/flags/1x1/kz.svg';
import laFlag from 'flag-icons/flags/1x1/la.svg';
import lkFlag from 'flag-icons/flags/1x1/lk.svg';
import mmFlag from 'flag-icons/flags/1x1/mm.svg';
import mnFlag from 'flag-icons/flags/1x1/mn.svg';
import myFlag from 'flag-icons/flags/1x1/my.svg';
import nlFlag from 'flag-icons/flags/1x1/nl.svg';
import npFlag from 'flag-icons/flags/1x1/np.svg';
import phFlag from 'flag-icons/flags/1x1/ph.svg';
import pkFlag from 'flag-icons/flags/1x1/pk.svg';
import plFlag from 'flag-icons/flags/1x1/pl.svg';
import ptFlag from 'flag-icons/flags/1x1/pt.svg';
import ruFlag from 'flag-icons/flags/1x1/ru.svg';
import saFlag from 'flag-icons/flags/1x1/sa.svg';
import thFlag from 'flag-icons/flags/1x1/th.svg';
import trFlag from 'flag-icons/flags/1x1/tr.svg';
import twFlag from 'flag-icons/flags/1x1/tw.svg';
import uzFlag from 'flag-icons/flags/1x1/uz.svg';
import vnFlag from 'flag-icons/flags/1x1/vn.svg';

type FlagCountry = (typeof LANGUAGE_FLAGS)[keyof typeof LANGUAGE_FLAGS];

/**
 * The round flag of each country a language is shown with, as files of the build. Only these are
 * shipped: the flag package's own style sheet names all ~270 countries (542 rules, a quarter of the
 * site's style sheet), which every page had to parse before its first paint.
 */
export const FLAG_IMAGES = {
  bd: bdFlag,
  cn: cnFlag,
  de: deFlag,
  es: esFlag,
  fr: frFlag,
  gb: gbFlag,
  id: idFlag,
  il: ilFlag,
  in: inFlag,
  ir: irFlag,
  it: itFlag,
  jp: jpFlag,
  kh: khFlag,
  kr: krFlag,
  kz: kzFlag,
  la: laFlag,
  lk: lkFlag,
  mm: mmFlag,
  mn: mnFlag,
  my: myFlag,
  nl: nlFlag,
  np: npFlag,
  ph: phFlag,
  pk: pkFlag,
  pl: plFlag,
  pt: ptFlag,
  ru: ruFlag,
  sa: saFlag,
  th: thFlag,
  tr: trFlag,
  tw: twFlag,
  uz: uzFlag,
  vn: vnFlag,
} satisfies Record<FlagCountry, string>;
