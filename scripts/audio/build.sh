#!/usr/bin/env bash
# Rebuilds every sound in public/audio from its named source package and recipe.
#
#   CI NEVER RUNS THIS. The encoded files in public/audio are committed; this script exists so anyone can
#   audit and regenerate them by hand. It downloads about 1 GB of Debian packages (apt-get download, dpkg -x)
#   and one npm tarball (npm pack) into a scratch folder OUTSIDE the repository, never at run time of the site.
#
# Needs: ffmpeg (libopus + native aac), sox, fluidsynth, apt-get/dpkg-deb (Debian 12), node >= 22.18
# (it imports the TypeScript seam rule directly), npm.
# Usage: scripts/audio/build.sh            (scratch folder: $AUDIO_SRC, default /tmp/audio-src)
# Then:  node scripts/audio/write-manifest.mjs   (manifest.ts + CREDITS.md from sounds.mjs + measured.json)
#        node scripts/audio/check-seams.mjs     (decodes the encoded loops, fails on a click)
#        node scripts/audio/heads.mjs           (each loop's first 4 s, for a first tap, in public/audio/heads)
#
# Sources and licences: see AUDIO-SOURCES.md (research notes), CREDITS.md and scripts/audio/sounds.mjs.
# Loudness targets (measured with ffmpeg's EBU R128 meter, applied as one linear gain, never compression):
#   loops:     -23 LUFS integrated, sample peak capped at -1 dBFS (the gain is lowered if needed)
#   one-shots: peak-normalised to -1 dBFS, but never louder than -16 LUFS integrated, so a roar or a
#              thunder clap sits about 7 LU above the beds instead of blasting over them.
# Encoding: Opus in WebM (libopus VBR, 32 kb/s mono / 48 kb/s stereo) and AAC-LC in M4A (64 / 96 kb/s).
# Loops: an equal-power (qsin) cross-fade of the last XF seconds into the head is baked in (xfloop below),
# so a loop of exactly loopSamples samples wraps without a click; check-seams.mjs verifies that.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/scripts/audio"
SRC="${AUDIO_SRC:-/tmp/audio-src}"
WORK="${AUDIO_WORK:-/tmp/audio-work}"
OUT="$ROOT/public/audio"
MEASURED="$HERE/measured.json"
SR=48000
LOOP_LUFS=-23
SHOT_LUFS_MAX=-16
PEAK_DB=-1
PAD=4800 # 0.1 s of wrap-around padding on each side of every encoded loop

DEBS=(go-for-it flare-game gnome-shell-pomodoro-data fluid-soundfont-gm fluid-soundfont-gs cube2-data
  megaglest-data wesnoth-1.16-data tuxpaint-stamps-default btanks-data)
NPM_PKG=supersonic-scsynth-samples@0.84.2

mkdir -p "$SRC/x" "$WORK" "$OUT" "$OUT/licenses"

# ---------------------------------------------------------------- fetch (skipped when already present)
fetch() {
  (
    cd "$SRC"
    for p in "${DEBS[@]}"; do
      [ -d "x/$p" ] && continue
      ls "$p"_*.deb >/dev/null 2>&1 || apt-get download "$p"
      dpkg -x "$(ls "$p"_*.deb | head -1)" "x/$p"
    done
    if [ ! -d npm/package ]; then
      mkdir -p npm && cd npm && npm pack "$NPM_PKG" && tar xzf supersonic-scsynth-samples-*.tgz
    fi
  )
}
fetch

X="$SRC/x"
GFI="$X/go-for-it/usr/share/com.github.jmoerman.go-for-it/sounds"
FLARE="$X/flare-game/usr/share/games/flare/mods"
POMO="$X/gnome-shell-pomodoro-data/usr/share/gnome-pomodoro/sounds"
SF_GM="$X/fluid-soundfont-gm/usr/share/sounds/sf2/FluidR3_GM.sf2"
SF_GS="$X/fluid-soundfont-gs/usr/share/sounds/sf2/FluidR3_GS.sf2"
CUBE="$X/cube2-data/usr/share/games/cube2/packages/sounds/0ad"
GLEST="$X/megaglest-data/usr/share/games/megaglest/tilesets"
WES="$X/wesnoth-1.16-data/usr/share/games/wesnoth/1.16/data/core/sounds/ambient"
TUX="$X/tuxpaint-stamps-default/usr/share/tuxpaint/stamps/animals"
BTANKS="$X/btanks-data/usr/share/games/btanks/data/sounds/ambient"
SONICPI="$SRC/npm/package/samples"

cd "$WORK"

# ---------------------------------------------------------------- helpers
# dec IN OUT [ffmpeg-filter]: decode anything to a 48 kHz float WAV (float, so loud sources never clip)
dec() {
  ffmpeg -v error -y -i "$1" -af "aresample=$SR:resampler=soxr${3:+,$3}" -c:a pcm_f32le "$2"
}

# xfloop IN OUT SS D XF [ffmpeg-filter]: seamless loop from [SS, SS+D); the last XF seconds are cross-faded
# (equal power) into the head, so the result is D-XF seconds long and its end runs into its start.
xfloop() {
  ffmpeg -v error -y -ss "$3" -t "$4" -i "$1" -filter_complex \
    "[0:a]aresample=$SR:resampler=soxr,${6:-anull},asplit[a][b];[a]atrim=start=$5,asetpts=PTS-STARTPTS[body];[b]atrim=end=$5,asetpts=PTS-STARTPTS[head];[body][head]acrossfade=d=$5:c1=qsin:c2=qsin" \
    -c:a pcm_f32le "$2"
}

# wraptail IN OUT SECONDS: keep the first SECONDS and mix everything after them back onto the head
# (a phrase whose reverb tail rings across the loop point)
wraptail() {
  sox "$1" -e floating-point -b 32 "h_$2" trim 0 "$3"
  sox "$1" -e floating-point -b 32 "t_$2" trim "$3"
  sox -m -v 1 "h_$2" -v 1 "t_$2" -e floating-point -b 32 "$2" trim 0 "$3"
}

# render SF2 PRESET OUT: write a MIDI file with midi.mjs and render it with fluidsynth at 48 kHz
render() {
  node "$HERE/midi.mjs" "$2" "$2.mid"
  fluidsynth -ni -q -r "$SR" -g 0.7 -F "$3" "$1" "$2.mid" 2>/dev/null
}

loudness() { # prints "I peak_dB" of a WAV
  ffmpeg -v info -nostats -i "$1" -af ebur128=peak=sample -f null - 2>&1 |
    awk '/Integrated loudness:/{f=1} f&&/I:/{i=$2} /Sample peak:/{p=1} p&&/Peak:/{pk=$2} END{print i, pk}'
}

echo '[' >"$MEASURED.tmp"
FIRST=1
# finish ID FILE KIND CHANNELS IN.wav: loudness-match, encode both formats, record the measurements
# [OPUS_BITRATE]: a noisy bed loses level at the default rate (see the decoded-loudness check below)
finish() {
  local id=$1 file=$2 kind=$3 ch=$4 in=$5 opus_br=${6:-}
  local mix=1
  [ "$ch" = 1 ] && mix="1v0.5,2v0.5"
  local nch
  nch=$(soxi -c "$in")
  local m="m_$file.wav"
  if [ "$nch" = 1 ] || [ "$ch" = 2 ]; then
    sox "$in" -e floating-point -b 32 -c "$ch" "$m"
  else
    sox "$in" -e floating-point -b 32 "$m" remix "$mix"
  fi
  read -r I PK < <(loudness "$m")
  local gain
  if [ "$kind" = loop ]; then
    gain=$(awk -v t="$LOOP_LUFS" -v i="$I" -v p="$PK" -v c="$PEAK_DB" 'BEGIN{g=t-i; if (p+g>c) g=c-p; printf "%.2f", g}')
  else
    gain=$(awk -v t="$SHOT_LUFS_MAX" -v i="$I" -v p="$PK" -v c="$PEAK_DB" 'BEGIN{g=c-p; if (i+g>t) g=t-i; printf "%.2f", g}')
  fi
  sox "$m" -e floating-point -b 32 "n_$file.wav" gain "$gain"
  read -r I2 PK2 < <(loudness "n_$file.wav")
  local samples
  samples=$(soxi -s "n_$file.wav")
  local ob=48k ab=96k
  [ "$ch" = 1 ] && ob=32k && ab=64k
  [ -n "$opus_br" ] && ob=$opus_br
  local enc="n_$file.wav" pre=0
  if [ "$kind" = loop ]; then
    # Lossy codecs smear the first and last few ms of a stream. So a loop is encoded as
    # [its last PAD samples | the loop | its first PAD samples] and played between loopStart = PAD and
    # loopEnd = PAD + samples; any constant decoder offset up to PAD samples (AAC priming, Opus pre-skip)
    # then still lands on a seamless rotation of the same loop. pick-loop-start.mjs then moves loopStart
    # within +-PAD/2 to where the decoded seam of both formats is smoothest.
    pre=$PAD
    sox "n_$file.wav" "pre_$file.wav" trim "-${PAD}s"
    sox "n_$file.wav" "post_$file.wav" trim 0 "${PAD}s"
    sox "pre_$file.wav" "n_$file.wav" "post_$file.wav" -e floating-point -b 32 "e_$file.wav"
    enc="e_$file.wav"
  fi
  ffmpeg -v error -y -i "$enc" -c:a libopus -b:a $ob -vbr on -compression_level 10 \
    -application audio -map_metadata -1 -fflags +bitexact "$OUT/$file.webm"
  ffmpeg -v error -y -i "$enc" -c:a aac -b:a $ab -movflags +faststart \
    -map_metadata -1 -fflags +bitexact "$OUT/$file.m4a"
  # Opus at a low bitrate drops the energy of noisy high bands, so a sound can decode quieter than its
  # master (rain did: -25.3 LUFS at 32 kb/s). Every file must decode within 1 LU of it.
  local webm_lufs
  read -r webm_lufs _ < <(loudness "$OUT/$file.webm")
  if awk -v a="$webm_lufs" -v b="$I2" 'BEGIN{d=a-b; exit !(d>1||d<-1)}'; then
    echo "$file.webm decodes at $webm_lufs LUFS against $I2 for its master: raise its bitrate" >&2
    exit 1
  fi
  if [ "$kind" = loop ]; then
    pre=$(node "$HERE/pick-loop-start.mjs" "$OUT/$file.webm" "$OUT/$file.m4a" "$ch" "$PAD" "$samples")
  fi
  [ $FIRST = 1 ] || echo ',' >>"$MEASURED.tmp"
  FIRST=0
  printf '{"id":"%s","file":"%s","kind":"%s","channels":%s,"sampleRate":%s,"samples":%s,"loopStart":%s,"lufs":%s,"peakDb":%s,"gainDb":%s,"webmBytes":%s,"m4aBytes":%s}' \
    "$id" "$file" "$kind" "$ch" "$SR" "$samples" "$pre" "$I2" "$PK2" "$gain" \
    "$(stat -c %s "$OUT/$file.webm")" "$(stat -c %s "$OUT/$file.m4a")" >>"$MEASURED.tmp"
  printf '%-16s %-9s %sch %9s samples  %6s LUFS  peak %5s dBFS  gain %6s dB\n' "$file" "$kind" "$ch" "$samples" "$I2" "$PK2" "$gain"
}

# ---------------------------------------------------------------- meditation pages
# Singing bowl (go-for-it, GPL-3.0): the left channel only (the right one is partly phase-inverted and
# cancels in a mono down-mix), -6 dB (the source decodes to +3 dBFS), the first 7.7 s with a 0.3 s fade:
# the ring is below -90 dBFS by 7.5 s, and a longer file would only add silence before a timed session's
# next strike (an added room reverb was inaudible).
dec "$GFI/singing-bowl.ogg" bowl_src.wav "pan=mono|c0=c0,volume=-6dB"
# (sox's reverb makes a stereo tail from a mono input, so the fade runs as a second pass)
sox bowl_src.wav -e floating-point -b 32 bowl.wav trim 0 7.7 fade 0 -0 0.3
finish bowl bowl one-shot 1 bowl.wav

# Rain (Flare, CC-BY-SA-3.0): 0-42 s (a louder gust at 44-50 s is left out), 3 s cross-fade -> 39 s mono.
# The loudest droplets are peak-limited by about 2 dB (before the cross-fade) so the bed reaches -23 LUFS.
dec "$FLARE/empyrean_campaign/soundfx/environment/rain.ogg" rain_lim.wav \
  "volume=12dB,alimiter=limit=0.7:level=disabled:latency=1"
xfloop rain_lim.wav rain.wav 0 42 3
finish rain-loop rain loop 1 rain.wav 64k

# Thunder variants, mono one-shots
dec "$CUBE/thunder_10.ogg" th_a.wav "pan=mono|c0=0.5*c0+0.5*c1"
sox th_a.wav -e floating-point -b 32 thunder1.wav trim 0.9 fade 0.05 -0 2
finish thunder-1 thunder-1 one-shot 1 thunder1.wav
dec "$FLARE/fantasycore/soundfx/powers/thunder.ogg" th_b.wav "pan=mono|c0=0.5*c0+0.5*c1,volume=-6dB"
sox th_b.wav -e floating-point -b 32 thunder2_r.wav pad 0 3 reverb 60 50 100 100 0
sox thunder2_r.wav -e floating-point -b 32 thunder2.wav fade 0 -0 2
finish thunder-2 thunder-2 one-shot 1 thunder2.wav
dec "$SONICPI/misc_cineboom.flac" th_c.wav "pan=mono|c0=0.5*c0+0.5*c1"
sox th_c.wav -e floating-point -b 32 thunder3.wav lowpass 1500 fade 0 -0 2
finish thunder-3 thunder-3 one-shot 1 thunder3.wav
render "$SF_GS" gs-thunder gs_thunder.wav
sox gs_thunder.wav -e floating-point -b 32 thunder4.wav remix 1v0.5,2v0.5 trim 0 7 fade 0 -0 2
finish thunder-4 thunder-4 one-shot 1 thunder4.wav
sox th_a.wav -e floating-point -b 32 thunder5.wav trim 0.9 pitch -250 speed 0.9 rate -v $SR fade 0.05 -0 2
finish thunder-5 thunder-5 one-shot 1 thunder5.wav

# Garden birds (gnome-pomodoro, GPL-3+): 30-77 s, 2 s cross-fade -> 45 s stereo
xfloop "$POMO/birds.ogg" garden.wav 30 47 2
finish garden-birds garden-birds loop 2 garden.wav

# Trataka drone (FluidR3_GM, MIT): "Voice Oohs" D3+A3 and "Warm Pad" D2+A2+D3 held 64 s, mixed,
# low-passed, 2-49 s with a 4 s cross-fade -> 45 s stereo
render "$SF_GM" drone-voices drone_v.wav
render "$SF_GM" drone-pad drone_p.wav
sox -m drone_v.wav drone_p.wav -e floating-point -b 32 drone_mix.wav norm -1
xfloop drone_mix.wav trataka.wav 2 49 4 "lowpass=f=2500,volume=-3dB"
finish trataka-drone trataka-drone loop 2 trataka.wav

# ---------------------------------------------------------------- mixer beds and one-shots
# Ocean: own procedural synthesis (ocean.mjs), 43 s rendered, 3 s cross-fade -> 40 s stereo
node "$HERE/ocean.mjs" ocean_src.wav 43 7
xfloop ocean_src.wav ocean.wav 0 43 3
finish ocean ocean loop 2 ocean.wav

# Wind (Flare, CC-BY-SA-3.0): 11.5-49.9 s, 5 s cross-fade -> 33.4 s stereo; the cut points are where
# the level matches (about -23 dB RMS both sides), so the bed does not swell or die away at each wrap.
# One thump at about 28 s is peak-limited (before the cross-fade) so the bed reaches -23 LUFS. High-pass
# at 45 Hz (a third of the energy was sub-bass rumble) and the channels balanced (left was 5 dB louder).
dec "$FLARE/fantasycore/soundfx/environment/wind_loop.ogg" wind_lim.wav \
  "volume=27dB,alimiter=limit=0.7:level=disabled:latency=1"
xfloop wind_lim.wav wind.wav 11.5 38.4 5 "highpass=f=45,pan=stereo|c0=0.75*c0|c1=1.33*c1"
finish wind wind loop 2 wind.wav 64k

# Forest (MegaGlest spring day, CC-BY-SA-3.0, dobroide): 0-47 s, 2 s cross-fade -> 45 s stereo;
# high-pass at 45 Hz, notches on a 31.2 Hz and a 66.8 Hz hum, and the channels balanced (left was
# 6.3 LU louder, K-weighted)
xfloop "$GLEST/spring/sounds/day.ogg" forest.wav 0 47 2 \
  "highpass=f=45,equalizer=f=31.2:t=q:w=4:g=-15,equalizer=f=66.8:t=q:w=8:g=-10,pan=stereo|c0=0.70*c0|c1=1.43*c1"
finish nature forest loop 2 forest.wav

# Fire (Wesnoth campfire, GPL-2+): the 9.6 s recording re-cut into 23 s of 1.5-3 s grains in a seeded
# random order (grains.mjs), 3 s cross-fade -> 20 s mono, so its pops do not recur every 8 s
node "$HERE/grains.mjs" "$WES/campfire.ogg" fire_g.wav 23 3
xfloop fire_g.wav fire.wav 0 23 3
finish fireplace fire loop 1 fire.wav 48k

# Violin (FluidR3_GM "Slow Violin", MIT): the 32 s D-minor pentatonic phrase in a room (sox reverb: the
# SoundFont's own is so short that the rest at 14.5-16 s fell to digital silence); the reverb tail after
# 32 s is mixed back onto the head, so the phrase repeats seamlessly.
render "$SF_GM" violin violin_dry.wav
sox violin_dry.wav -e floating-point -b 32 violin_src.wav reverb 60 50 100 100 20
wraptail violin_src.wav violin.wav 32
finish violin violin loop 2 violin.wav

# Flute (FluidR3_GM "Flute", MIT): the same phrase an octave up, in the same room
render "$SF_GM" flute flute_dry.wav
sox flute_dry.wav -e floating-point -b 32 flute_src.wav reverb 60 50 100 100 20
wraptail flute_src.wav flute.wav 32
finish flute flute loop 2 flute.wav

# Dinosaur (no real recording exists): Tux Paint tiger (3.9-6.5 s), bear and elephant (GPL-2), each
# pitched down and slowed, layered, bass +4 dB, reverb -> about 5 s mono, a derivative work under GPL-2.
dec "$TUX/mammals/cats/tiger.ogg" dino_t0.wav "volume=-6dB"
dec "$TUX/mammals/bears/bear.ogg" dino_b0.wav "volume=-6dB"
dec "$TUX/mammals/elephant.ogg" dino_e0.wav "volume=-6dB"
# (each layer fades over its last 0.3 s, so none of them stops abruptly inside the roar)
sox dino_t0.wav -e floating-point -b 32 dino_t.wav trim 3.9 2.6 pitch -700 speed 0.9 rate -v $SR fade t 0.01 -0 0.3
sox dino_b0.wav -e floating-point -b 32 dino_b.wav pitch -500 speed 0.85 rate -v $SR fade t 0.01 -0 0.3
sox dino_e0.wav -e floating-point -b 32 dino_e.wav pitch -900 speed 0.8 rate -v $SR fade t 0.01 -0 0.3
sox -m dino_t.wav dino_b.wav dino_e.wav -e floating-point -b 32 dino_mix.wav
sox dino_mix.wav -e floating-point -b 32 dino_r.wav bass +4 pad 0 1.5 reverb 40 50 80
sox dino_r.wav -e floating-point -b 32 dinosaur.wav trim 0 5 fade 0.02 -0 1.2
finish dinosaur dinosaur one-shot 1 dinosaur.wav

# Lion roar (Tux Paint, GPL-2): faded in over 5 ms and out over its last 0.3 s (the recording starts and
# stops mid-roar), 1 s of room tail -> 2.8 s mono
dec "$TUX/mammals/cats/lion.ogg" lion_src.wav "volume=-6dB"
sox lion_src.wav -e floating-point -b 32 lion_f.wav fade t 0.005 -0 0.3
sox lion_f.wav -e floating-point -b 32 lion_r.wav pad 0 1 reverb 20
sox lion_r.wav -e floating-point -b 32 lion.wav fade t 0 -0 0.8
finish lionroar lion-roar one-shot 1 lion.wav

# Horse riding (FluidR3_GS "Horse Gallop", MIT): struck every stride of 0.7333 s (35200 samples) with 8
# velocities (midi.mjs); the second cycle of 8 strides (5.8667-11.7833 s, 0.05 s cross-fade) is an
# exact 281600-sample mono loop, steady in level
render "$SF_GS" gs-horse gs_horse.wav
xfloop gs_horse.wav horse.wav 5.866667 5.916667 0.05 "pan=mono|c0=0.5*c0+0.5*c1"
finish horseriding horse-riding loop 1 horse.wav

# Crickets (MegaGlest dark_forest night, CC-BY-SA-3.0): 0-47 s, 2 s cross-fade -> 45 s stereo
xfloop "$GLEST/dark_forest/sounds/night.ogg" crickets.wav 0 47 2
finish crickets crickets loop 2 crickets.wav

# Traffic (Battle Tanks city.ogg, GPL-2): 0-48 s, 3 s cross-fade -> 45 s stereo
xfloop "$BTANKS/city.ogg" traffic.wav 0 48 3
finish traffic traffic loop 2 traffic.wav

# Seagulls (Tux Paint, GPL-2): mono one-shot, a steep high-pass at 220 Hz (a 60/120/180 Hz hum), short
# fade-out; 64 kb/s (at 32 the Opus file plays 1.3 LU quiet)
dec "$TUX/birds/seagull.ogg" gull_src.wav "volume=-6dB"
sox gull_src.wav -e floating-point -b 32 seagulls.wav sinc -t 30 220 fade 0.01 -0 0.3
finish seagulls seagulls one-shot 1 seagulls.wav 64k

echo ']' >>"$MEASURED.tmp"
mv "$MEASURED.tmp" "$MEASURED"

# ---------------------------------------------------------------- licence texts
cp /usr/share/common-licenses/GPL-2 "$OUT/licenses/GPL-2.0.txt"
cp /usr/share/common-licenses/GPL-3 "$OUT/licenses/GPL-3.0.txt"
cp "$SRC/npm/package/LICENSE" "$OUT/licenses/CC0-1.0.txt"
# CC-BY-SA-3.0 legal code, as quoted in Debian's copyright file of flare-game
FLARE_COPYRIGHT="$X/flare-game/usr/share/doc/flare-game/copyright"
start=$(grep -n '^License: CC-BY-SA-3.0+$' "$FLARE_COPYRIGHT" | tail -1 | cut -d: -f1)
tail -n +"$((start + 1))" "$FLARE_COPYRIGHT" | awk '/^[^ ]/{exit} 1' | sed -e 's/^ //' -e 's/^\.$//' \
  >"$OUT/licenses/CC-BY-SA-3.0.txt"
# FluidR3 MIT notice (the SoundFont's own licence; the renders are derived from it)
{
  echo 'FluidR3 SoundFont (FluidR3_GM.sf2, FluidR3_GS.sf2)'
  echo 'Copyright (c) 2000-2002, 2008 Frank Wen; Copyright (c) 2008 Toby Smithe'
  echo
  cat <<'EOF'
Permission is hereby granted, free of charge, to any person obtaining a copy of this software and
associated documentation files (the "Software"), to deal in the Software without restriction,
including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense,
and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so,
subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial
portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT
LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO
EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER
IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE
USE OR OTHER DEALINGS IN THE SOFTWARE.
EOF
} >"$OUT/licenses/MIT.txt"

echo "wrote $OUT and $MEASURED"
