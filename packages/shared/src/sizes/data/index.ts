import { bach } from './bach';
import { schilke } from './schilke';
import { yamaha } from './yamaha';
import { denisWick } from './denis-wick';
import { warburton } from './warburton';
import { curry } from './curry';
import { stork } from './stork';
import { gregBlack } from './greg-black';
import { monette } from './monette';
import { dougElliott } from './doug-elliott';
import { connHelleberg } from './conn-helleberg';
import { giddings } from './giddings';
import { pickett } from './pickett';
import { marcinkiewicz } from './marcinkiewicz';
import { breslmair } from './breslmair';
import { laskey } from './laskey';
import { houser } from './houser';
import { holtonFarkas } from './holton-farkas';
import { perantucci } from './perantucci';
import { kAndG } from './k-and-g';
import { parduba } from './parduba';
import { stomvi } from './stomvi';
import { bobReeves } from './bob-reeves';
import type { SizeMaker } from '../types';

/** Every maker in the size table, the eight most traded in Australia first. */
export const SIZE_MAKERS: readonly SizeMaker[] = [
  bach,
  schilke,
  yamaha,
  denisWick,
  warburton,
  curry,
  stork,
  gregBlack,
  monette,
  dougElliott,
  connHelleberg,
  giddings,
  pickett,
  marcinkiewicz,
  breslmair,
  laskey,
  houser,
  holtonFarkas,
  perantucci,
  kAndG,
  parduba,
  stomvi,
  bobReeves,
];
