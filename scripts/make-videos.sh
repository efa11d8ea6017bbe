#!/usr/bin/env bash
# Regenerates the two stand-in project clips of /cases (product §2, §3: the
# Saratov documentary and the pop-group tour film have videos in Russian) until
# the studio replaces static/videos/*.mp4 with its own files. Needs Debian's
# ffmpeg and DejaVu fonts. 4 s, 640x360, H.264 main + AAC, faststart so the
# browser reads the metadata (preload="metadata") from the first bytes.
set -euo pipefail
cd "$(dirname "$0")/../static/videos"
FONT=/usr/share/fonts/truetype/dejavu
clip() { # name title subtitle colour0 colour1 tone-hz
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=640x360:c0=$4:c1=$5:x0=0:y0=0:x1=640:y1=360:speed=0.02:d=4:r=25" \
    -f lavfi -i "sine=frequency=$6:duration=4" \
    -vf "drawtext=fontfile=$FONT/DejaVuSans-Bold.ttf:text='$2':fontcolor=0xf3eee6:fontsize=64:x=(w-tw)/2:y=(h-th)/2-20,drawtext=fontfile=$FONT/DejaVuSans.ttf:text='$3':fontcolor=0xe2bd73:fontsize=22:x=(w-tw)/2:y=(h/2)+40,fade=t=out:st=3.4:d=0.6" \
    -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 30 -preset veryslow -c:a aac -b:a 48k -shortest \
    -movflags +faststart -fflags +bitexact -flags:v +bitexact -flags:a +bitexact "$1.mp4"
}
clip saratov 'САРАТОВ' 'KADR · документальный фильм' 0x15130f 0x3a342b 220
clip tour 'ТУР' 'KADR · фильм о гастролях' 0x0b0a09 0xff5a4e 330
ls -l saratov.mp4 tour.mp4
