/** A sitting dog silhouette facing left; origin at the bottom centre, ~330 wide x 420 tall. */
export function sittingDog(fill: string, detail: string, eye: string): string {
  return `<g>
  <g fill="${fill}">
    <ellipse cx="40" cy="-112" rx="108" ry="112"/>
    <path d="M -62 -262 C -104 -190 -100 -96 -84 0 L 30 0 C 70 -60 118 -140 96 -206 C 74 -268 4 -300 -62 -262 Z"/>
    <path d="M -104 -318 L -44 -346 L 14 -236 L -78 -196 Z"/>
    <circle cx="-78" cy="-344" r="54"/>
    <ellipse cx="-70" cy="-214" rx="46" ry="78" transform="rotate(12 -70 -214)"/>
    <path d="M -118 -372 L -172 -358 Q -196 -346 -184 -322 Q -176 -308 -158 -306 L -108 -300 Z"/>
    <rect x="-104" y="-214" width="40" height="210" rx="18"/>
    <rect x="-58" y="-200" width="40" height="196" rx="18"/>
    <ellipse cx="-86" cy="-10" rx="34" ry="12"/>
    <ellipse cx="-40" cy="-10" rx="30" ry="12"/>
    <ellipse cx="70" cy="-12" rx="66" ry="14"/>
    <path d="M 136 -36 Q 196 -52 206 -132" stroke="${fill}" stroke-width="26" fill="none" stroke-linecap="round"/>
  </g>
  <path d="M -66 -392 Q -22 -398 -22 -352 Q -26 -298 -52 -286 Q -72 -326 -66 -392 Z" fill="${detail}"/>
  <circle cx="-182" cy="-340" r="10" fill="${detail}"/>
  <circle cx="-106" cy="-356" r="7" fill="${eye}"/>
  <path d="M -60 -230 Q -40 -120 -52 -40" stroke="${detail}" stroke-width="4" fill="none" stroke-opacity="0.6" stroke-linecap="round"/>
</g>`;
}
