/**
 * The plant drawings (SVG, in a 64 × 64 box): one finished illustration per plant type of docs/tools/garden-plant-meditation.md#data.
 * The page draws them once as SVG symbols at build time (src/pages/garden-plant-meditation.astro), so
 * they cost no JavaScript; the island's plots show them with `<use href="#plant-<type>">`.
 */
import type { ReactNode } from 'react';
import { PLANT_TYPES, type PlantType } from '../machine';
import { C } from './plant-colors';
import { plantSymbolId } from './plant-art';

/** A stem from the ground to `top`, curving a little by `bend`. */
function Stem({ top, bend = 0, width = 2.6 }: { top: number; bend?: number; width?: number }) {
  return (
    <path
      d={`M32 55 C${32 + bend} ${(55 + top) / 2 + 6} ${32 - bend} ${(55 + top) / 2 - 4} 32 ${top}`}
      fill="none"
      stroke={C.stem}
      strokeWidth={width}
      strokeLinecap="round"
    />
  );
}

/** A pointed leaf from (x, y) at `angle` degrees, `length` long. */
function Leaf({
  x,
  y,
  angle,
  length = 12,
  width = 5,
  fill = C.leaf,
}: {
  x: number;
  y: number;
  angle: number;
  length?: number;
  width?: number;
  fill?: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${angle})`}>
      <path
        d={`M0 0 C${length * 0.3} ${-width} ${length * 0.75} ${-width} ${length} 0 C${length * 0.75} ${width} ${length * 0.3} ${width} 0 0 Z`}
        fill={fill}
      />
      <path
        d={`M1 0 L${length * 0.85} 0`}
        stroke={C.leafDark}
        strokeOpacity="0.5"
        strokeWidth="0.8"
      />
    </g>
  );
}

/** Petals of `count` around (cx, cy). */
function Petals({
  cx,
  cy,
  count,
  rx,
  ry,
  distance,
  fill,
  stroke,
  offset = 0,
}: {
  cx: number;
  cy: number;
  count: number;
  rx: number;
  ry: number;
  distance: number;
  fill: string;
  stroke?: string;
  offset?: number;
}) {
  return (
    <g>
      {Array.from({ length: count }, (_, index) => (
        <ellipse
          key={index}
          cx={cx}
          cy={cy - distance}
          rx={rx}
          ry={ry}
          fill={fill}
          stroke={stroke}
          strokeWidth={stroke ? 0.6 : undefined}
          transform={`rotate(${offset + (360 / count) * index} ${cx} ${cy})`}
        />
      ))}
    </g>
  );
}

const DRAWINGS: Readonly<Record<PlantType, ReactNode>> = {
  seed: (
    <g>
      <path d="M18 55 C22 47 42 47 46 55 Z" fill={C.soilDark} />
      <g transform="rotate(-25 32 49)">
        <ellipse cx="32" cy="49" rx="6" ry="4" fill={C.seed} />
        <path d="M27 49 C30 47.5 34 47.5 37 49" fill="none" stroke={C.brown} strokeWidth="0.9" />
        <ellipse cx="30" cy="47.6" rx="1.8" ry="0.9" fill={C.white} opacity="0.45" />
      </g>
      <path
        d="M35 45 C36 42 38 41 40 41"
        fill="none"
        stroke={C.leaf}
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <circle cx="23" cy="52" r="0.9" fill={C.soil} />
      <circle cx="41" cy="52.5" r="0.8" fill={C.soil} />
    </g>
  ),
  sprout: (
    <g>
      <Stem top={36} bend={1.5} />
      <path d="M32 40 C25 41 20 36 20 30 C27 29 32 33 32 40 Z" fill={C.leaf} />
      <path d="M32 38 C38 39 44 34 45 27 C37 26 32 31 32 38 Z" fill={C.leafLight} />
      <path
        d="M31 39 C27 37 24 34 22 31"
        fill="none"
        stroke={C.leafDark}
        strokeOpacity="0.5"
        strokeWidth="0.8"
      />
      <path
        d="M33 37 C37 35 40 32 43 29"
        fill="none"
        stroke={C.leafDark}
        strokeOpacity="0.5"
        strokeWidth="0.8"
      />
    </g>
  ),
  flower1: (
    <g>
      <Stem top={30} />
      <path d="M31 55 C24 48 21 40 23 31 C27 38 30 45 31 55 Z" fill={C.leaf} />
      <path d="M33 55 C40 49 44 42 43 34 C38 40 34 47 33 55 Z" fill={C.leafDark} />
      <path d="M23 15 C22 25 26 31 32 31 C38 31 42 25 41 15 L37 20 L32 13 L27 20 Z" fill={C.red} />
      <path d="M27 20 L32 13 L37 20 C36 26 34 30 32 31 C30 30 28 26 27 20 Z" fill={C.redDark} />
      <path
        d="M25 19 C25 24 27 27 29 29"
        fill="none"
        stroke={C.white}
        strokeOpacity="0.35"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </g>
  ),
  flower2: (
    <g>
      <Stem top={26} bend={2} />
      <Leaf x={32} y={46} angle={-150} length={12} />
      <Leaf x={32} y={41} angle={-25} length={11} fill={C.leafLight} />
      <Petals
        cx={32}
        cy={20}
        count={12}
        rx={2.6}
        ry={6.5}
        distance={7}
        fill={C.white}
        stroke={C.petalLine}
      />
      <circle cx="32" cy="20" r="5" fill={C.gold} />
      <circle cx="30.5" cy="18.5" r="1.6" fill={C.yellow} />
    </g>
  ),
  flower3: (
    <g>
      <Stem top={22} width={3.2} />
      <path d="M32 44 C24 46 17 42 15 35 C22 33 29 36 32 44 Z" fill={C.leaf} />
      <path d="M32 37 C40 39 47 35 49 28 C42 26 35 29 32 37 Z" fill={C.leafDark} />
      <Petals
        cx={32}
        cy={17}
        count={16}
        rx={2.6}
        ry={6}
        distance={9.5}
        fill={C.yellow}
        stroke={C.gold}
      />
      <circle cx="32" cy="17" r="7.5" fill={C.brown} />
      <circle
        cx="32"
        cy="17"
        r="5"
        fill="none"
        stroke={C.seed}
        strokeWidth="0.8"
        strokeDasharray="1.2 1.4"
      />
      <circle
        cx="32"
        cy="17"
        r="2.4"
        fill="none"
        stroke={C.seed}
        strokeWidth="0.8"
        strokeDasharray="1 1.2"
      />
    </g>
  ),
  flower4: (
    <g>
      {[
        { x: 24, top: 18, bend: -4 },
        { x: 32, top: 12, bend: 0 },
        { x: 40, top: 17, bend: 4 },
      ].map(({ x, top, bend }) => (
        <g key={x}>
          <path
            d={`M32 55 C${32 + bend / 2} 44 ${x} 38 ${x} ${top + 10}`}
            fill="none"
            stroke={C.stem}
            strokeWidth="1.8"
            strokeLinecap="round"
          />
          {[0, 1, 2, 3, 4].map((bud) => (
            <g key={bud}>
              <ellipse
                cx={x - 1.6}
                cy={top + bud * 3.2}
                rx="1.9"
                ry="2.4"
                fill={bud % 2 ? C.purpleLight : C.purple}
              />
              <ellipse
                cx={x + 1.6}
                cy={top + 1.6 + bud * 3.2}
                rx="1.9"
                ry="2.4"
                fill={bud % 2 ? C.purple : C.purpleLight}
              />
            </g>
          ))}
        </g>
      ))}
      <Leaf x={31} y={54} angle={-160} length={11} width={2.5} fill={C.leafLight} />
      <Leaf x={33} y={54} angle={-20} length={11} width={2.5} fill={C.leafLight} />
      <Leaf x={32} y={53} angle={-120} length={9} width={2.2} fill={C.leaf} />
    </g>
  ),
  flower5: (
    <g>
      <Stem top={26} bend={1} />
      <path
        d="M31.5 40 l-3 -1.5 M32.5 33 l3 -1.6 M31.5 47 l-3 -1"
        stroke={C.stem}
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <Leaf x={32} y={44} angle={-145} length={11} width={4.5} />
      <Leaf x={32} y={37} angle={-30} length={11} width={4.5} fill={C.leafDark} />
      <path
        d="M21 20 C20 12 27 8 32 10 C37 8 44 12 43 20 C43 27 37 31 32 31 C27 31 21 27 21 20 Z"
        fill={C.pinkDark}
      />
      <path
        d="M24 20 C24 14 29 12 32 13 C36 12 40 15 40 20 C40 25 36 28 32 28 C28 28 24 25 24 20 Z"
        fill={C.pink}
      />
      <path
        d="M32 20 C30 20 29.5 18 31 17 C33 16 35 18 34.5 20.5 C34 23.5 30 24 28.5 21.5 C27 18.5 29.5 14.5 33 15"
        fill="none"
        stroke={C.pinkDark}
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </g>
  ),
  tree1: (
    <g>
      <path
        d="M29 56 L30 40 L25 33 M30 40 L31 30 M33 56 L33.5 38 L39 32"
        fill="none"
        stroke={C.bark}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M29 56 C30 50 30 44 30.5 38 L33.5 38 C34 44 34 50 35 56 Z" fill={C.bark} />
      <circle cx="22" cy="26" r="9" fill={C.leafDark} />
      <circle cx="42" cy="26" r="9" fill={C.leafDark} />
      <circle cx="32" cy="19" r="12" fill={C.leaf} />
      <circle cx="24" cy="24" r="7" fill={C.leaf} />
      <circle cx="40" cy="23" r="7.5" fill={C.leaf} />
      <circle cx="28" cy="15" r="4" fill={C.leafLight} />
      <circle cx="37" cy="18" r="2.6" fill={C.leafLight} />
    </g>
  ),
  tree2: (
    <g>
      <rect x="29.8" y="44" width="4.4" height="12" rx="1" fill={C.bark} />
      <path d="M32 30 L45 47 L19 47 Z" fill={C.leafDark} />
      <path d="M32 19 L42 35 L22 35 Z" fill={C.leafDark} />
      <path d="M32 8 L39 23 L25 23 Z" fill={C.leafDark} />
      <path d="M32 30 L45 47 L32 47 Z" fill={C.leaf} />
      <path d="M32 19 L42 35 L32 35 Z" fill={C.leaf} />
      <path d="M32 8 L39 23 L32 23 Z" fill={C.leaf} />
      <circle cx="32" cy="8" r="1.6" fill={C.gold} />
    </g>
  ),
  bush1: (
    <g>
      <path
        d="M13 55 C9 45 15 35 24 36 C26 28 38 27 41 34 C49 32 56 42 51 55 Z"
        fill={C.leafDark}
      />
      <path d="M17 50 C15 43 20 39 25 40 C27 34 36 33 38 38 C44 37 49 43 47 50 Z" fill={C.leaf} />
      <circle cx="22" cy="45" r="2.4" fill={C.red} />
      <circle cx="29" cy="41" r="2.4" fill={C.red} />
      <circle cx="37" cy="44" r="2.4" fill={C.redDark} />
      <circle cx="43" cy="48" r="2.4" fill={C.red} />
      <circle cx="31" cy="49" r="2.4" fill={C.redDark} />
      <circle cx="40" cy="39" r="2.2" fill={C.red} />
      <circle cx="21.3" cy="44.2" r="0.7" fill={C.white} opacity="0.7" />
      <circle cx="28.3" cy="40.2" r="0.7" fill={C.white} opacity="0.7" />
      <circle cx="42.3" cy="47.2" r="0.7" fill={C.white} opacity="0.7" />
    </g>
  ),
  bush2: (
    <g>
      {[-62, -32, -8, 14, 40].map((angle, index) => (
        <g key={angle} transform={`rotate(${angle} 32 55)`}>
          <path
            d="M32 55 C31 44 31 30 33 16"
            fill="none"
            stroke={C.stem}
            strokeWidth="1.6"
            strokeLinecap="round"
          />
          {[0, 1, 2, 3, 4, 5].map((pair) => {
            const y = 48 - pair * 5.6;
            const size = 7.5 - pair * 0.9;
            const fill = index % 2 ? C.leaf : C.leafDark;
            return (
              <g key={pair}>
                <path
                  d={`M32 ${y} C${32 - size * 0.6} ${y - 2} ${32 - size} ${y - 3} ${32 - size} ${y - 4} C${32 - size * 0.5} ${y - 4.5} 32 ${y - 2.5} 32 ${y} Z`}
                  fill={fill}
                />
                <path
                  d={`M32 ${y} C${32 + size * 0.6} ${y - 2} ${32 + size} ${y - 3} ${32 + size} ${y - 4} C${32 + size * 0.5} ${y - 4.5} 32 ${y - 2.5} 32 ${y} Z`}
                  fill={fill}
                />
              </g>
            );
          })}
        </g>
      ))}
    </g>
  ),
  special1: (
    <g>
      <ellipse cx="32" cy="52" rx="22" ry="5" fill={C.water} />
      <path
        d="M14 50 C14 45 24 43 32 44 C40 43 50 45 50 50 C47 53 40 54 33 52 L32 47 L30 52 C23 54 16 53 14 50 Z"
        fill={C.leafDark}
      />
      <path d="M32 44 C24 40 22 32 24 26 C29 30 32 36 32 44 Z" fill={C.pinkDark} />
      <path d="M32 44 C40 40 42 32 40 26 C35 30 32 36 32 44 Z" fill={C.pinkDark} />
      <path d="M32 44 C19 44 13 37 13 32 C20 32 28 36 32 44 Z" fill={C.pink} />
      <path d="M32 44 C45 44 51 37 51 32 C44 32 36 36 32 44 Z" fill={C.pink} />
      <path d="M32 44 C26 38 26 26 32 18 C38 26 38 38 32 44 Z" fill={C.pinkLight} />
      <path d="M32 42 L32 24" stroke={C.pink} strokeWidth="0.8" />
      <circle cx="32" cy="41" r="2.4" fill={C.gold} />
    </g>
  ),
  special2: (
    <g>
      <path d="M27 55 L27 22 C27 15 37 15 37 22 L37 55 Z" fill={C.leaf} />
      <path
        d="M27 40 L22 40 C18 40 17 38 17 34 L17 28 C17 24.5 22 24.5 22 28 L22 34 L27 34"
        fill={C.leaf}
      />
      <path
        d="M37 36 L42 36 C46 36 47 34 47 30 L47 25 C47 21.5 42 21.5 42 25 L42 30 L37 30"
        fill={C.leafDark}
      />
      <path d="M30.3 54 L30.3 20 M33.7 54 L33.7 20" stroke={C.leafDark} strokeWidth="0.9" />
      <path d="M19.5 28 L19.5 37 M44.5 25 L44.5 33" stroke={C.leafDark} strokeWidth="0.8" />
      {[24, 30, 36, 42, 48].map((y) => (
        <g key={y} stroke={C.white} strokeWidth="0.6" strokeLinecap="round">
          <path d={`M27 ${y} l-1.6 -0.8 M37 ${y + 2} l1.6 -0.8`} />
        </g>
      ))}
      <Petals
        cx={32}
        cy={14}
        count={6}
        rx={2.3}
        ry={4}
        distance={3.6}
        fill={C.pink}
        stroke={C.pinkDark}
        offset={30}
      />
      <circle cx="32" cy="14" r="1.8" fill={C.gold} />
    </g>
  ),
  special3: (
    <g>
      <path
        d="M30 56 C31 48 31 42 29 36 M31 44 C34 40 38 36 44 33 M30 38 C26 33 22 30 17 28 M29.5 37 C31 31 33 26 32 20"
        fill="none"
        stroke={C.bark}
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path d="M28.5 56 C30 50 30 44 29 38 L32 40 C32 46 33 51 34.5 56 Z" fill={C.bark} />
      {[
        [17, 26, 7],
        [25, 19, 8],
        [33, 15, 8],
        [42, 22, 8],
        [45, 32, 6.5],
        [22, 31, 5.5],
        [36, 27, 6],
      ].map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill={C.pink} />
      ))}
      {[
        [19, 24],
        [26, 17],
        [34, 13],
        [41, 20],
        [44, 30],
        [36, 25],
        [24, 30],
      ].map(([cx, cy]) => (
        <g key={`${cx}:${cy}`}>
          <Petals
            cx={cx ?? 0}
            cy={cy ?? 0}
            count={5}
            rx={1.3}
            ry={1.8}
            distance={1.8}
            fill={C.pinkLight}
          />
          <circle cx={cx} cy={cy} r="0.8" fill={C.pinkDark} />
        </g>
      ))}
      <ellipse cx="21" cy="48" rx="1.6" ry="1" fill={C.pinkLight} transform="rotate(30 21 48)" />
      <ellipse cx="42" cy="51" rx="1.6" ry="1" fill={C.pink} transform="rotate(-20 42 51)" />
    </g>
  ),
};

/**
 * Every plant type as a symbol; rendered by the page without script. Never displayed itself: the
 * symbols are drawn only through `<use>`, and a displayed sprite has the browser style each of its
 * 280 shapes and their relative colours as the page first paints (the garden's first-frame style at 1x:
 * 24–30 ms displayed, 13–17 hidden, 3 rounds of 5 loads; issue 24's budget). `display: none` is safe
 * here only because the sprite holds no gradient, clip path, mask or filter, which it would stop drawing.
 */
export function PlantSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="hidden">
      {PLANT_TYPES.map((type) => (
        <symbol key={type} id={plantSymbolId(type)} viewBox="0 0 64 64">
          {DRAWINGS[type]}
        </symbol>
      ))}
    </svg>
  );
}
