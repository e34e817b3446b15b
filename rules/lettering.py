"""The bundled font of every game's picture (rules/drawing.py), and what it can write.

DejaVu Sans Bold, cut down to Latin, Greek, Cyrillic and the few symbols the pictures use:
the same view draws the same bytes on any machine, whatever fonts it has, and a Russian name
is written in Cyrillic even where the system has none (the Docker image). Layout is Pillow's
basic one, never raqm, for the same reason. `shown` writes a character the font lacks as its
plain letter ('ǅ' -> 'D') or '?'."""

from __future__ import annotations

import base64
import io
import unicodedata
import zlib
from functools import lru_cache

from PIL import ImageFont

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

SMALLEST_TEXT = 14
"""No letter drawn smaller (font size in pixels): letters 12 px tall or more at 690 px."""


@lru_cache(maxsize=16)
def font(size: int) -> Font:
    """The bundled font at `size` pixels (never below SMALLEST_TEXT)."""
    return ImageFont.truetype(io.BytesIO(_font_bytes()), max(size, SMALLEST_TEXT),
                              layout_engine=ImageFont.Layout.BASIC)


@lru_cache(maxsize=1)
def _font_bytes() -> bytes:
    return zlib.decompress(base64.b85decode("".join(_FONT.split())))


def covered(char: str) -> bool:
    """Whether the bundled font has a letter for `char`."""
    code = ord(char)
    return any(low <= code <= high for low, high in _COVERED)


def shown(text: str) -> str:
    """`text` as the font can write it: a missing letter by its plain form, else '?'."""
    out = []
    for char in text:
        if covered(char):
            out.append(char)
            continue
        plain = "".join(c for c in unicodedata.normalize("NFKD", char)
                        if covered(c) and not unicodedata.combining(c))
        out.append(plain or "?")
    return "".join(out)


_COVERED: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E), (0x00A0, 0x017F), (0x0218, 0x021B), (0x0370, 0x0377), (0x037A, 0x037F),
    (0x0384, 0x038A), (0x038C, 0x038C), (0x038E, 0x03A1), (0x03A3, 0x045F), (0x0490, 0x0491),
    (0x2010, 0x2027), (0x2030, 0x203A), (0x20AC, 0x20AC), (0x20BD, 0x20BD), (0x2116, 0x2116),
    (0x2190, 0x2195), (0x21BB, 0x21BB), (0x2212, 0x2212), (0x25A0, 0x25A0), (0x25B2, 0x25B2),
    (0x25CB, 0x25CB), (0x25CF, 0x25CF), (0x2600, 0x2600), (0x2605, 0x2606), (0x2620, 0x2620),
    (0x263E, 0x263E), (0x265B, 0x265B), (0x2691, 0x2691), (0x2694, 0x2694), (0x2713, 0x2713),
    (0x2715, 0x2717), (0x271D, 0x271D), (0x2736, 0x2736), (0x2739, 0x2739),
)
"""The code points the bundled font writes (Latin, Greek, Cyrillic, a few symbols)."""

# DejaVu Sans Bold 2.37, cut down with fontTools' pyftsubset to the code points above (no
# hinting, no layout tables), zlib-compressed, base85. Its licence (Bitstream Vera and Arev,
# free to copy and modify under another name; DejaVu's changes public domain) travels inside
# it, in its name table (name ID 13).
_FONT = """
c-oYG2|!av6Y!h&UJ_3roGNmJ08y!OghNym6%mz71w=(eMMMNq0TmGe(Rz!wf_S0zt_QWYAN8(Bt+lqb)LOOHT5DU+`dO<&m
Vb8NO9<9}|No1DWZxdMvvcjt?1lr5<1DyhPT*4dhxH3r=v4hU?&1_I?a)6qW@y;-$UOYK0YAI;9~$3Bx1-mm`1xb}ye?*_w_
kKkn|&O&bvAxZ7?(9>%G1y8dE)19ISzVE7?U%FQ{fMHF%_S;nvj{FRz30Oz4-ni$Cdq*K7LH9XYJ23u`3bF0@Ja;;$ZXtV*5
n=?4F*LJM+kLYkz#+gX3DX%gi1(#wy<5hvQaYdqtb9F*B#|mxN3B`3nl)<S|*}$9<PWIIhZy<8*#gvU749Zg3-T{4n~Q<H3d
F_yvkuPQf)t2sLU!Bd9fM4Y)wMo)A5xlMRYm!>1$}stjL{N{;6~74{10*g~N50JWC=2<eY5J;I8$ycd08r`!^bQ+8CG;2b#|
0|bqYUeMTS*h_1}UI7~R0xT5DQlQzGTVueE9PJ0~$)S{6Ddc6!?G*AmM1+%jFeC+H$;)tPrZ_>0poA3FlE>Fb2^7)SHL$LQ6
2o5d7@^uqt}2vDTTaV$;(T#rt<VK@YG-gz>$*UIe_$`r+u<iWTI%2ocD72Dptiuj_BQICSiw_ptb)QnvU48fYo1*E>n>EKel
{NeyOPV#|E}sEAN_RLuvl^xIxD(#1ZDSLA_OTr9oh52#pd_#Hgj_%oxBy~j<UliAANkzLg)huv0p&<zT`0Z1N!s{>x;|8^=Y
`P`c(0hYsonvc66K`p>$Is0D8Yb9AD>Wk3ebNJP}yXf?i|x*}<%yQr|y1Dk35>s(;OQ-__JyyJqmXCA{}z-Ljh6+8X+bh>nh
kh>GUZ3#R216y!`R*!}(S<2P;`KX$$Ts<QR<<Hvva;rQ|EyJt_!DJ;yHHXGNhpy94^2SVn_Ax$-ho)Dx_@+#2iEI{kZ;rKxe
g?c}G2Xz<FGGGLTI|M06aDnoGAO!?jW{(38k~ntaZ*$2j@<~}$rw-)m$a9mDcgIG>`>yZZXYY)@xqiZJ(lh+P<fG)5N#sOUc
o^8-Sal~OAfwy%vrbOr51%gG1Koy^tKKvE=Tvp<$N{B1IK(KA(H$I;DGon!hsZNQR9bVbDHVJ20sht$bURyXK_u78SFPRv9g
B;L$g{rzF#xCkdPKV4x<$HS%N^ty|59pc6KEaa&+9by)^@hMYDY2tgN_?kuPP_c9>e)tx8U5PzeukeH%Q;V>6jh)U{Q(KQsa
l#pz=VN6uQn3q)_YC9-@*Qg@KXegT16W5~A6!y$~gye*eI-kI8OG{CL@c_m>@oM6&xR_H`Wz<Ay>+n!vdsk6>TO8*1TezJ=k
%W5Wx+g+eque`t8lw|dC8qN8V#TYNB-B0X_7SW#>9HKhMtn+m1m3RwbqSR)&b@pt*#6kk|Flg;NEmh!jBE!z5PWKr5$e)ctG
bZlBkpK%R+_=hr{^`PY~el+}fOHunO3n^r5!(D~9OuHOdc_Iy{t?2556{m6K)a<u#VB+lA85y$+GLTbGksru)atcC02c8hhK
ZG{-?vdZfz2AO=He?yeg4K`%xv-jK;n?>P4<e4;g2AOwduXUQdJ1u5JB)<M5LfpQS_tPNKp9aNKwe;rDvlFxBSdYO{L-j_F)
_lWLUz`>ij=|mXntkgr@UrB__Dka-_4p!W<e|HIOlV4MA701clyi;n^+tb2@zhMA6}hx^)SW4qK3QTW9+vBexPDP)VO(4IU+
Hi7X(OenhYe=tlvcTlbW3SQ!{HPlyBd)y`pO6^2KvTok*VcQzkOAX0hO*JH7VD`yL+9F)%1&T-wB!BS$49cj^f3TwPC|D&2)
RPC^{$5eGb_$>vl%B0*^>9@P9ZG6Hsn!v5M?vc`}hZZMPy2kM8A-^o+3f`Jt7&A385wsw+M){er)+1YYUz^71O7mgdIzcbti
)ZjxtBtI0rDwuU+%+hV!mJU6Zsi-CQ?zd`9o;-g>9{c)%cX;@syy*+QIwMp?ID%I37-_)0spJAlD5!8qKQ^R95PtUjz47=jZ
TxtcK6-cT{!><cDn{Oew&Xl{Np6wTkO%!HoZ;`3%K!Mw<Y8y8lgE60$@A+^$!%B!6JZ+ca%Jm+>-`w#r=;_<0}W^viQ^45WD
&13_$q3z*NI{chqPOWP+Bue)pFiV;q;(V%v~eVhP1Y>?kLx6j1_Pa{Kd@N+{{VSrjgkT7ehNlk|nfTvT(yjB<3Fx=xZCFjY}
FacI=3xaeU?U$&>T)CTHgrb=+HY{QS8SMSDATI=<q^yLW$FaU9}@r=$!YJ~{<4mw_-@Am-Xo%mqoS5rneU4P~nlTW+3UgaHA
*oV0t${!{9(iV^q7eFz2>xI-veOll^cf}-(hh|;t)4cK}iw*35{<qv;?8<|cvkmY2!3;(#Zbnd))b4yF9KE8*)qQw+RZ`&}o
QfuzPM6#Z~#1v9Uc2fT5xe}Btv?j9&B-tX@eTnjgHjrhEXn_r=><Urb5HHXbY0le004Q$M_Yls$CJJ7-OpcJFui?r=xPm=j2
c6=EaKi|L9s9Yi;Az#@M7Z(b=A)+l*#rRXkW~@R3720J--pEaHKlZ(TZWY2f-CIAX(;bA-QI-x{pbQ)0xBp4!q1;0>-%Jc1_
z`h3_g~Y|JkVLz(psAhINuK055%q6piiXpVTEhrf(nU)~UmVlVdjy5AHdr^Jz4EaJ&ViQkAXPiWC)v<C)P4&?WSg6=Q&2G9z
@J?i3EDgdFTey3!6xQS0Welhjk7JHkf|5L|Pu&}-s|;Te-gBu<11=lR3;U;BRF@cGVP&tBfG`)G1^XYRKn*1R`qd@2a5=hP3
MR7kFG_z(HGxcJ?LbLK$Ik)L34!JsHoL$2v~$AaZ$v+|cMBP069y!!03*RlOe4TEehZc05kVAi~l?qkWt57&~q)UgwiW2?qY
C@n060mo5M70zC`Z`;^=bI70MTRK;ize*i)nTo!nA_&-zAch-ujwXeCN4UgyB!!0EQ2qs2k*A8<*Iv8_KZJ7LF_d46ux&Hcj
Fe?%fvL7JzLDf<M^to@)U+O%oIJAj=iI#9yr21q*$c@{@|~fC?*l>LkS45-jgA^j&Kh#YjvF(E<nwLa&n)}?TSe`$D_P}8Eo
sP8Nk|24InINbDU!&M3>1odig`s+#;=8B35kRwkXQI?#-y)uzI^!b%bc$!4GHQB+h9DT!M3hJ<kEmJ^76O)<Ym|ZiUpjBGML
STYCE;O;DBH|NH&5JXTgUoe)#I;Bg0>?4&oqc#>BL=i8IL|{K*ij>!<#4`^VovJ0^ELdAVy3`Fnis7%IiEXYmg9+_I4u>CZ9
I(lCvmU?}Hz)ZIWCe2e^nuf3Aarfn`^o95<iOf5)}vA$seC*$Qc;||UP=}yLr*c2~RtteivAfLa-kaG;?t_5{|;oq}=ef9KK
j|m+g@QK;s;S50&VKYTg|8Uaq<Pjm3R^SG_1eM~&TV?_!d{=6y8$P3u87}a_NFn(WY}kemkt_@wsV=Sanp$!V%Sak~CiO>|g
W;Xl`I=mg?lH3fYaT<5_Yk!2&Xs#pPBqyKph1-h5&&Ls(%>t!CC-Ke42avj#t>5fn2$6ZF<S$L5pvpu;k_=}gmD#J|5mg{bI
H8WvcCVorA~m~$r`fzIoVBCD{AZS2rjR^#IX7sf=Ask&I~hby?|}2Xww6{3uKWYhC8ekCvw<|tLG@a;hHJaOxBgWO4KG5jHV
U-7Sax#IdkannKOqW9X1d&+(<c@0OjI!QvdJ)sR!}FLlD7%q>{B{9Z7{s$bd;uDbX|I%odytg^6;Xi1^i*Nc$LH1Ww?K;{7h
6`>fh2vt~^}#QpKWV0bN_AfvNVQ!^Q)q?SQyi8~lhp*4YLOScOQa(fx_GG|go(x4nBAP{S>eGZ+;N^<wmnG;8F3XZS=GAVF4
jg|FeO%gez6mc3)8>CstJjgK~Y~LtL+VUE;Nq;-wb`pu2znwpEVty4V;v>=2v?*H=QyBU+Njn-eHCgC2VnSLXDIqTm$Ux`6T
XUkbbx{dPgq$fu=t`|dUg?ap(NQipZfsnPW}mxG&Ez+Z><yCX;3tZg3jRo6Ja2g3j#uB18|3P8@^e`kw46QX-H{8|{&WRg!J
+^}#ZGcIsB2_wkG^d*eqS8>`_I4t=oc9k7abnytnvA#`u0-~IzCdaB7;d=6A!geq!2YJB36{E>!QVKMo|dor&v$T>PZ?%t&v
fW)SJI(aX#|N8B_(IkTXbKCI8v7<v&7EeF^!Ld=7ySB9F#oyHciV(6oS3SPDy^)NqXiAo*8|(a4OzVfALK&FG(1#$O>Y6?ov
#Zs+jtWU`fnq2hQ>!m#b9VhDX9QD@h!#6A$GN?zh;sR!x5P|qt#Hrb9wM;5-bfK|{R!eI^n+MonNc>XnigSfyQlnB(fahp*9
C&<jLwuSeQ1LI();R56AhrDh5R>KmW?t7^HJk`i|c9d%aK$9chufHvHef>bt)FV^=ULQnm{VrTI?j4<!wnm$TZodxkS!iyxH
LO<J-g&+C&KtWT1#XLY3&XQpyyXey>Q{8%vV`p-Ssy?*ZusI~8djr?dmp=cc1MwdGvTfXyA}5&%r^%u{s*C!xB8Q$kqOUuTx
r8q<c_O+XEq*j5;<~%?ZWId0aQeg8z)ZSlVtHRzgn3_pU^HKAKINIWy&<N5N1-|OvIhbIk5oO*~8544FL~?O14zoHToud7rt
uB)RBY7FQ$f2#F3H%*U{Q_yZY|(ob&NHzvY5A?r&d44h)N0nbmQDp=4*;s7qDnK5ic$)1?cj+dDm>qwYuAOhyc}q<rdOX2J?
=JAg!rBkL%71uiE)KPRW4pkUyUyerUxyttBgWFV=4wEMfaZr#0S%a%QS?buP|BVxdxk4BBH!ftWibY1~CueRn~%Cwl7-WLM~
td3c?YuCEC^`UX^4?~@?7X`I<;yy8i-1PG~xM|ZtKVNdg#RZKEJNyZ9p*t>Wm*XH-OvX_5V~C<%qDd#1Pi80GDG#j9yFy+-i
z~SwRMELi%g+~%@rkb<R*g%70U+SdfKl}q>1^mrS`$SJgx!|POI%OM^lt>*l~YLTp=eS6N$bj`Qy&!;A@_ep4#FT*w9O!dte
BCKKG%xZr_GtuH;g>=@kPVf0j!}LIkP&gFmJNNYr-;|hYcMAdvgLwnxG1$)~T@Ud}I&sBVUq=>gq4PQ`$ZV3X5*w>bD9hXbO
LHkYa*_D=fr(#6t(ko?=@QX4h(@-HCA%DVS}jgq?_y%j7w<x|~-%5HYlm9GiG{T=J2Thju*7o;@>X%Iw)E#wJ1E*LBc4Y240
wHF-wvx@y27FrZ?Gpxm*pV#|)T>vqsp-jDocjdNfYmnJ}smbA3iY$lYJ>=o8zLu)I$h%Qr#Db)-<I{C~+ey<@R8_HKtZl~3~
Uv9Xrv^DG=JL)l`O#DTAY_jv&4{5Y5sSs1@wkmDOO{~;#jD)kAEm5yA39FR%`ErZzFCXri7Adzna_7;5qy<V2n@UjUW6P#C2
sT0OyVZdEDH2TvkqV`4{bAUMWL*VUNoT2@3>$-tL8Y{P^^js>FIpc*kY*?svw7Pw1Q;1tqn3zLE${M?_G`jEnR5DbvH>7GIx
U+g8$yRnn1UbE`|O*LTP^HN&w6~<kibW@Zr^Ukq}^K#KkyMXllE*fTo+Szj82(i#6FJsR_xpTU$DP%r4jqsA4R@I_d4uPwrI
>q#>}GOPtPbUoRK$sb{=A_AF8g~xW)bt^cM>DZQHhwzJMd2k%##68FU3({OL;9l_V&Vv2Vt;9wq=~QDb8^7;jA>HIp_ws6!M
vx5{ut*<y#8tPz5!_+d=TxFLaY1Cwdy(A$`a2g(^5z6NE$H0&|oBpW17*dWX>iUEU{NjmgLCV2Hi!ng1c=RkdkZz9@3c<4RK
d+}Ndd%q6~tvhuPyzT7{zh|fyQ$C(NUQl5B43vpuvHcsCi)jC*!%DJT=nhqM$oXz`+PFbudV$Re@{+vHepEQ=PVU5v0a?ACo
O)hA?gtc=Pkns!0bX5NHrH<5_rVdZ7OedJy9N7rw{GTK^<MRUXG)(a$%Gw>%}m-brn0r~j&D%EP=TZ7^)Qu`^-TJhT>kcOb+
uwMIn%%qkLaKV?(ny815JmXw3n?&AxbfYN_88Yxh*vv9VDntg4lB_r1KVP`~FCCltTu8n04k79O3s*8A%>>Sun#<>$$(2?^w
6Bic%fWh=Zan_StCRxF9DwfIUng{mBe5rT(>`tlNq;Bap|OuqLx`9D)7^O-s;3K+>_};DxUwa-HNKKSuJgRlOh@M83XmtH9S
2d7Kv5TC!~%8QWuHxIi+Y;NEXgfPZ(B`Sq{Jd_IKNk|PjlxNSHMW65T0-4<o7HMX`iLTLe#xakFL5!}v*p)}I5|M87iri>iw
fa4gN@h|HFKUw>r+aMRo&Jn}0eG@w;Px#tU%}3YU^U;P&V#;enMFaPmPeV*24^@lRC~MpiYSa#%Az<`l;=91^vc_O0wG(x3h
}GAB_$+gINXYWc&wjYxZ(00^$=So>mu1~Kbo$h~yxY0!E}uSlXV~(co0hkATwb}eY#5Fq5+}H?bTawq@84BAy`+}g8{^A^26
X`w6!vt`Mku_nLHN@65!u-z;+KY-Ly|SDY-i<i$F|Ei?OZ<W&cV}{*X7>MTX*X8A?iDVYQ+s<2;KF99VH!|C;g!UGk`LcgFX
Gh(G@o`K1i8VX3<P#xiL9$|JX^@_{ma5KPBuDhCGk$*G(x1%8;m`rniG=yo@a27Z`nGptjN2s44A(3tEJFDrxa~2vm_|!>8g
@NM#YT1LT6ZNU;H_QHyO@xWs`ns~4a&r#65WMU^|J_D3nEw{ZskM08YCG+Y{3*4uLU`rx6fy0xexuTiL20AB_DR|_NFS)G}+
rjrm%Zu<BcCW4<gx#8?eegW4G$maZWK!$Z8cLXQINFh?mecanPnj{2T1$L4a)T^}t`T(myYB${oUlTQbD&*k=+SRSQd*%!Qo
1_mFHRNZVXJP5yC%C6TsRrRs_JZY0M=Bi$av|as@to{mRq3SQP>?RjK@wj<4k{_W=AhCsE)Fs?q@emr`IYwVot?ifzv7b_5|
|l$Wy2Mx_D;@MDz0?N=+!NA=g8usq>;sQpcR(*PU_Vwv&-d*E6z@i?eTNa<iK7Ny|0viiJy-aB_$OVC5@UxrAb?=hta||Mg!
0e576N+dGBJUQQ2t}(Il9Zl5TL`mrMe8au~|+nJcUyhrokm_`(I)N>X6!nLY`pct@g#%Z7WW68hlki=+zf<4T%hpEeSW-@U8
YU}(X=sORW!iW`fD5aA_aUC;HRlqgGP2YWf<$bM6MI6#)qI!`G&X$r8(bRtD0^Turs9u#@3UF&bQOwEfL^sF}i!?c{E!M&r8
xZ7OXnmu(;?|T>Hj*yD5z6D2nhc8wfy{pstdiRZKsTlr#Vcr&>j#CG$+~wr-sH2x(hwy<G&4zt2H@!ly&mOd*%E>UleWYLCv
3(q3{QG7g<mVLKh3-mU*;>-uX+7|D?!g0C^5B8e_r;4BoB+7|%6p2-h;3hPfZ6<*HEw6-4b>svNfVI_Udc1s1$2Im9yD{8sK
P5aJ9ui*oN1vsU3!=Hyh_N`e#MXTzZypWC48M<@FjbfcqM-WsIsy$GqbYDs|_2-E9pI`#I$Q3+Tv+BbKJGH_6~oX`Sf?YkFd
d&S@~CnB_zb-yZl*Kh9xFcOvaY4D>jh2tgOlS9uylYK#A{h-kTv$_#M|y;4HX~(w?x%E=p_MMWM`;jWH%$><<Z@>#xGq`RRS
S4W9<B{t8-}ymH4kKQ9^{KWt}A(w;#-eb0w{#-H`?sqZ#zn0*`xEsBhIH+R`Q+pgWU+9U1TAEcDCnOh`gh&q%OG?r=CnmNFw
Kl~DM11Z!-_=4O-y0sB?&u-m%22*PwM}EU3pbJXCWwKXGtET?-2X(&-%M7ca<bOs5Mbo-EaITy`7s+g%x2~U{wKES^BR#u-R
@X(6WbiMGD{^mH$ZD-NIws2N(1D359s4_F-<#yw&8bx_`2NfKD)et#O>+H8fWN=r;u-k~Q`Gjc-EP%J_a>D>7zF+6G9xC=DH
4&=W!u|MbB>>GSgf=?hHFqQqzaJ=f_mNQAF+9vgN-D>a}lZI21KNe@84&ZkGHRHXP?<&%TAtFB&9|~j2+iMBDG5I?K3m1Z+>
SV{mEs^PSYreDb{P*G}=q$lUc;q@Pb7~M6&rI*$iVJ!q~b$sCARYR|*!!h^HMY{hm$9kb;NXj%kL`5FFw^pnK2dal^I`+I*z
{cp+?eIkX6f?cmq5vv-Z7V@Y;IeggJ5f?p<Bo5ebth^D5oPSX&4Y*O0!i-XsM^(pQ#I(^c#fpKF;M92CUg!f)QY}ertVv6<T
!6hXQ_6OWOLc52CEb`WO?%d9Cr`meT#C|Dg4P=Rrg(}I5fznsYF91hUc9wcE=-M10af&L`v#!i4Y;<**ix^3%=+p;bVrtriR
7lt8tTi?PqdE_ts`Xwld|<jWiBq;R<mFDCn#(US*!1t(qSb2$`$0ovV!VBbHI7o!&|OSLZNahz<Wv^s;Nz3{W+#rH_~J(p6}
7L@l&V*+gy^<6s!#kzW9Ph*4;B_RiJc3JSnM2>B%8m4)(+al8Y3pX!H7v6KcZVuL6J|IKllyRbnETaxo3v==#i~kZ?LlL(xK
gu9@u*UTix4iC#hGf0)q5vy`5&+l{@!-{=!fs1oO@PxB41JY@(5tJQ{;z{$l2b1+z>M!CY$5El{7@zh8X!-QRzo7lP_9LS@{
@k#R#uj#NDT@x+OnH&2}Su|DcE;p;iMxwB{I=FUMXJ&kf`nNbckr{bqG&wc~H6&?{A6ht?O1|ASQ6h${h9a&aG%BUDJzG-OS
QXB57b}OD*>G%|JmLV1YjuzH&oRyNx|DBVc-(%0Eave8KyoU9R&(r_4eU1f-0Fud~3sQ+30W?PY8ofep?#8GfO(cN(FtK-5X
jlJ~gu%zh&$yKIyg`ZpN>NZg&3Eve)NcAD@9@~LKID9-4i`?0+nCrbB(n3TkV@fUo>SE%YfsJ%p-}PjaSN9Bmh#enDSubd#;
iQYR6Y;O3*J(HuEHAfaGj;{EY6y9rZZ(Z0fNS~qr-W7n1v(pnb?eXA%)3Otj@*3e%JKe-S%WgRA69KbU<L#Kq&u0@$u^j7P<
S_ZID;q?%jFbkp+QKv_@3j7Jdj~7ymVD%RHVoY)mzn#dp*cgn|YR@=2j$r6Gq;GgQ#v39(*HmWj27&HPw2_)YOENG4SjgJ~q
2M(c2f?sSISOvvGAIg7=xnR`l@6^}4Xy;)xRFXiw4OZi;6+@409Sa~O@e<9UapRYD6FO|!YxB0)!%HI`cv+~|p{*hVvTw0E}
!c|d5GEcb+ixjH0{}L^v5BS&z4;HbQ;R{#`@enyPeZqwFd=@jDbl`wkO-_<}a`c~(Lp}>c8C!}Msw{-UTc)1?1|5qZG3b0``
iy>SdFj8DzuTld%Tzv3G2yNC=PJ@@rV(&lN5v8G2HOYos^*|;4nfU9afC!e^==YPqIW|z`vuja9zVzKhC}QZdkoc7mUV78s$
8dZ!F`nt=f(683m`Ga1q)c>rU?mN3hqi<3&|g;((y_Dr9%&&v9yZP&mD5;jD-dHW8gp<ajJNkc46wps7M+lD{n~qd@AJh><;
3Cusq+@-GWK|!_cW+$RDY%*V7Qxpr{Ku7sfSI(3n|F%%!Om&oth`<{K#EQzuc)8|9_{QvR+Y^sVJ{rE)2<!OFYI)P0#zlQB-
$inBBNR`gP^PB4-cAHwn=P0>0QsRN!6MJ=f}Jov-F*N{<J<Hj>fhx+Ez(bB<HvtfxZPLh~(d5gA}9YsM#Z`6LQss<&rTED_~
RKMIw_wM&zJg{p{U_@fj*zm--B`YCi<ap{49r5GMpML1yB6^@lu)jy>p1kA7+O~P_*ghiIJ1j`&yI@4_X21C1le6lMPzq)-3
S}D3ybqHDy}26hZRNRdFNcUG<-w-%s3zsUrhd}R%T<o1`h#dWQXiH#<HQ2gc505grDSJ(quDQcU>#UCmD=2Yj|T2Pf-1_g87
UKrtqgahsEQ$Z#_ciduJ@1nViq)qkop>njmxNmzhTY?<nM^_x0jsxxiQ|t@1@TCYB}1%4{Yxg6%!Rh&X5--$N!|%NvY>{%K;
cRE0RqkBRH!tNvd)m8)vI%!LSxCWBK}9%X8mej#xG?_chf|m&zMznfIF3|5NI}VFs&Dy_#*!%5$ai2AYF(t+5;;8j@LkEtZ$
F{-yfqwA|=DM!L0NmZ{k$le%D0rb-TEe<l)i3Y~{e<KW?-5H<v5`sWqRot8Jd_4d3BlRvpLH0u)Weu6CV0R1sY$%dI)a*n_6
=r})r&F+2MIw!%Jg`{DP(aU@vnzy#NF{5P6=eg5LQlwcatQoDv$h7v%gdH85RjiEVYi}*jeS0}#`J`ESu&F$XJ7HGtYw9PRm
Lttx=Moe*!~<-n-qPsrP-_%u`SGVgPcG9JX+t*=u!LL^6Un8Lhgdthp-RzFJZ+M+<^gZnPW?AYD<nD%@}5zsQboAL_~gx2sS
MrwhCzRD%lKf>>a1nq%z2-AG-}NhA*{XQzHJ?QJ1%i{-nY%Guan`I=+6qM=l-2{HjiH$`}rJ-=gyrsCgTj5513&jLB^nj**D
8`-(HRw{MM}8*Hk}UE@z%rR)2)tPbH%-7C|t^{X9$orvJ|fg6aefHN7Q-U>e!iG;%r}*<|U(pv9XFZJ@igl3IKwxz&!AbBj1
7miIBMKg&u71JMZgf1`c~E$4n{_`9(_$)+)WERV#!KG#?uCB-?hfR;lgE0^lCEGnjn++~fH#xxi0KaXK9Ovc<*^ZIC!zpE&N
JnYBa1W$r84f~JaZn6Hu-l)ImAN2#2wpc$#y#3GmCU_Q@!4ugC4-AmuVVPR2zK2}DC99u=7RyWQ-;?Xd%1fHLHtff8*<Qn)#
0o|UGy=REDS>5X0&^Q`?DTfp{}l-)H4qNz6&3#y4~Djvr%k(D=k@lOu*p_sG{Bu@G~j6_Z5>(p`<x2P!_94E#Nk3})xJ?boY
BB_hQl}OFM3OT3FkM=>mzOaEYS@7#L7L5G(%(8tbD^i`#0Iz3&e}YHEN<o2AI*zYnf(tFnBt!au#!zX{LttA7Ne}`{}^?U#R
ev)|Ax`$MOi)|3FG<P5NK-mj0#r9y9Ns1kwySEFYp6&AGf$-v!GDivwYkslH@&OYje8{dZ(q?Ge=rQn`@E$_H?A_MplFtvDM
N`=p*4nWUtce1Kj-oi`CuqTJG@QmWk2rS!9+_LEOOIa9ZrCd`S6XU-fuhF0889A`h$sLNYov(%5zvT5ZA`F^t)?bfZ329wCz
x5mlE`)4LiIzwt{;0)*JihzHw%EGzKqdOa%OD8sWx*z&P8H_lIY8cIM_$Mou_Ct(@8)h>amg*xH@f8vcV||sW{ySLyg+#+m`
nSaLgAxrl=^ts5e}pvY36T#tQ|<j&dWLc}M4qCh1C8s`WRJH<C}!s%Sd5)zJ~zhLY1CipKTQ!xX`b`qUop>uafER3D@rrmAp
Qg^XJfGJ#J}XVmf-hd<ur5Pdx?f6_@SQ+|4^En$Y?B$>w)#(k^3J?^95+R_%kby<c!%5`3UR(C67Q%A>$kK2u!?~iExz)Ct*
7F*V$-^@i*l1Wvo2P2p7$LWaDpU<4g5dlA*k}1ef5=%A*>2oz~||l*)!|^ZteJXnnp!Bn|Id{i8lNgP+UQG^u}^;dKV=<c>=
9IcV5{^&d)}IGlHogS6>U={zprCZ~+#P}jnmGSK4gCgne;$y1^vxA;~WC(dD8lwpDk%i56Is#wdQ3y@xt{giAd%zmh}B`p&x
cGO?sOA;!!H}W#Wi^7ZH#oGuU>gz1j7rBL$YGaJpqM4j*6+1Glc$-$ynn}hX;z3p(V=gI7`||~gsZ4T7y{DNh$N}6QR(~Q&3
Jt?n3~x!P4f_Aar~#?-dpU>KN~M%jVbxZ;rimZcYQ^{S*0bc;BHunMH&v4rkemJ6%DazNl4~;;gLd&8-VFl#CH?xj!BbItcf
kyDmRx21hqG)Crt@r7O07o9cJVhxO;z$JfkA;ZcB-(RoOzkt-<cMvR9V@%yLXuq8p?7&Mvk0(W_&8jmW<o^(;p-)fEO!+g4$
_qZH6Vt*&toKXUs5p5G1=NjmZliGaFaZd8e7Yh&9S|>T#g*LXpDw&Afgj(|ISEo%Ck?#nhMaMt#bk(bNi;>a&bn((JV28rO_
TRjsti)(d8CE;nUkZdv6-+)DfmF5o(GgqUt}dX=>HZbib0C;R|4Eq%o5pMSaci&)+0{NiCgOoVhO<>j4bGTUiNC;#M~rfEw_
V<w(D^GtTO=kzc?`S+Nmf(gBisbX^)xH<2A7cr!Eu9P?fZts3Mc*unXU=Mv>kCT&Yq>bea(=KxGu(&v5HqDTPVS~x}ZpL&Qq
eaC@93uXQafsf?A)<>JhYU5zIZoz~E{qfOMtMT>Tg>FiP_D6e$|3qDwgbzDVH`4)@xg$2TAStPHi5;T^}@1W%wUP*8f!BdEu
LmHU|u^7wMN7UuCX>+H=UVB(qG;?OV&gNT0>*mo;r@n|CwXW`Zm@!!ENkY2eD!j*VsGS;WV=s>3Sx2oRtT#az~O)b7v6pnXE
M4Xyq$1R8z6{0J-;%m|xftac-$B#qxN`id6)0PG)(-mU3R3bWDsU-$?nxfB#L2@Wpb7QEk){6}$owJ~YqXagseuEb-OWK}zA
#d4>Q@8f?ttp)VH~mduklyt>+$&$GONi;8w^j|?{a+bH0cv#cJI$BWq!ie79D0?l@4%#NUYIV?}$8tY4PA(Y7l^ZL?$=qlrL
^ZJrp2>nO@k}dqt{wEtfa4-nMxS_`Ss@A5R<RI>5!?Py+FQ&e|H~N?4NR$3?oj+C7n);6fiRQLqd5xH2>OYc~JTok_S~ZQ*s
4^X9V?SM4Im<_q><H=>#qvaEUr3%pR$siw>UT5W*)rRCEvrAmtbU_saW1xEwlmF*Zo*03C7YM#5}9$*NMkA1&SpD^Zy^7T+L
A?`z(zH%Pe<)8)9)4Is92wJ^+<`U<2bWyRV$8@{Ngm4p|N9HhwmljsDkzRNM~m`KlOp5Q(u&z##0ilIeR9x<xE1Ir`jqg5U{
mMgUSn7o=;F<5ZdIXa}t-o_~J68A089jhCkOPc#PpE%a}2T4~>bjR6I2vm-zBadR*emFUjw7qoz%Znrk?IC}Zy2j6;&FaG<h
+>H9)9Z&|Vs2P!LAdB-N)?;vqMmJe>i{SJ)#sZ^{s@;_QKEdNx>Co|7JHD#WfvQEvip>c0v!!(3>b}l=Zt4fUDmk8dFfI8^w
VeiL<u8*UM(J`wBh#@X6<f7p_a?!;FJbe8QLbroHeiX72A(0QJ`(nNyvqu+*kA-|?8qK7mXMuGpEi8BjT=j(u)ihLl=T6f)%
|Y)Fqz72gz^XKG;$xV3_pTJvJ*03FVwK^{#?wpMPS0GYhss)x8#;7c%QEGG%E|-E@bG~H!&j7-Q~i8bydyZN9Oe8`vmlqs82
Q5XP#6^$6iHtdyQWXyMPCX+3urt``n-z+#6z~g%duI#DNJZeSAlcO{5-q+>Y_RXC3nmz2<$tcozB<Ns<LIvq=W#P<G(}UC?q
L^Ihy<^CzUyYmcb#r&O$)X0OI)|QR&^*-E+x=QSJjehS+;px_6-O`zqo*c+sV2_ht*%I68Y-T7?GVyEb&DrxA;_EFMmCi}Zq
);u}h@zueAuzE7SWkn;N(CJlqcr{u7dxj?;shCx!=FuB>#P(NRM+%N+r0$P`Kgs!3CTOqMwnmCu%rq?k1Mvnb>N=SrG^x0VA
(7-kHW~Ul7g4S>h!hSq;l6+^h;jc4VC^FgZXv^W}V$OIvYU*1~ekngBMdZHpQq<Nzhu`V>72;q#6ZPDzjij$M#}r-3f%T+fJ
vs1Zi>+cVoRIPa91$&Bd*7OjCC`WjeMS=C1j<Z&<{@Zp-~>L5AQte<XoFMe;hD*9dBUK#X4#0FNdmtI_Z>8kPwR#&XJ^|T_&
pyap4Hougpbyjr<?p!$k|E==gdDF{b4g;Z9|%QIY=Jz84ZtFxqOxuIlR4T{}_ULg6$g-ijlbLE6lPW@*1-sur<xaTA}&|<pe
!6n2D{@85Af*l*5=Mlj%dX${6wkE0;49u%6^^zk>C=n0A;#kIb@~x$Ft<nN&mAlWCA7KPfi)^o4TvB-iw07JKpo%H6|k)LDb
1az+;o7qPD=tVI!TCAXN&o_vbqKVdCOM@Z!o{N4@M`PZs%tUY11B`qJ@kkRPnWY}>t?V}d4&sy_cCGM^taptE~1uA<w0z0Fs
)V;b(kEa^`;v>k9^emqc*QBlN)sjyMnRJ>=FOpZsOv^~Obo}dSJW9p?b|Nnw8VLN~j^!EllUpY51slJU$wHRkdxv}D)RvUX2
;vTsM{<paam5*Ri`W@TsVzOXh;6&PF*k2EH(W7stbB)y962y<dBBgqU<jTll-EySuS#-DNFulDr%F)DSTXIZOg+P^H&)D-d*
hrdi%&F{&O!2y{Q0^YaFe);mWDC#2(;uD^oHxO0Q}KZ%{1D=tfzoRi-vvfCan+RBTYVKOtasWDk;HIgL_q$PYIrqMGzFAu|r
!xjT>l{ord4pMLTAUn>UnryNwy6@gYTbR)6uu>N`+!XVn*9thz&rMA621==zEnXB!*mk;_*PbGE79>^f~TI6#}t(_DA#!1v@
g^84ng8kW%@pKn9Bg4v97@N*Kv)fU%D?Z&mmX(L!@k*m=dkxuJr)%>oH$vi0b8X5@2K||hwVzS^E1hR9s<)rF)?0O-%{=)j$
=a5V$kj*5Ce2zT_Vb5!kB8@f=J=Csdv*lTU94Aka>(0)I0@5E6o!&6i)9L*)hYp>2-^tT36!chD&WxSU$&M|E^saVJ2kTFPN
a|13A9S)KpMiD@Bq1!7I5(7K{4r|JL9U$bP|`GR4Mnnb`H0zh;~IWZbYzlX47ZYb!Im(pnA~tzct-6%C}Z~Dm{`esk|23QV5
KBAxbv*`W|R(BrCu8PvR+oR@+}Py70sE{*uv_MrDLEJV55q&W#4^}MsSeQ$aQoZt@Gq55qJa&_>t|Q9qfaIGwu+0+R-U&NZO
Xc)(W4|uU=lCS_anl-JRRd>zkcAFxp3Wo@qE){@$H9n-(E4JP%#y^(8Ya1i|q2_6_j<!9$yQzT6l?8m;u<>?lWoF+Lz?tWi1
)2n2)xO*EEzZfA>R$o}G@>C{5kUNIxHq6>10$4(DDwB4|5@w6YKqFP<fi4E$Tx+ZDG>pOQ=2wx2A8K1Lf3yI#cXJN;(crWpn
wyzH;W<uMt8GV6wElE6*G&HSQhq#i@tI4aA>}<0OLKTmeB<eb_k&aAKeqaWrgFPQu#m+(mk_vL&%{kB`Y<t*-K7tjA6}UR8R
QK{v6Rn&c45aR0ZaD6FIw;+_c2qKgr^bzun!PLn{gJ~w1FSTz4iXC*GbKI6d9%pry}$pqbT9ds{7mkUqdWAWYj`VYUS{|$pi
`gHX;bGdAJ;{E8a{TERy$<@`4fLGKrq;Rwaw2pW($Oc8&=tO9kyxHp%2!rUEfkcxr<Q}TD|mUCmbWdUvf-2unc5L0<g80-ZJ
~&4#Cp0`#oTMW>DAM+~0-`A2G7W-tMD=x(55@&7NM;vu~f?xl!@S{YNB?N+NaS=^Q?(ZLiQV>-$HvYSre6qpQ}v(>rd?KY8e
SbnBqAwRf*?Z((uZ{V6LbM8ipf7|$X{#@xvO$wqZmTQQNx3ATb~VfDdX;Xd8F8%FR2hH~MWp^yhoJhpk$!8_eOJ^R2*_z8Ld
*T9kMr1@jX_m^OH600rzKcB>^+t0WC=TR)?dHS8LBbAtR*U#vYZjfYGpUTEeufY{n;K;<`Nr5V8<r_I6eUM+vrw{{e$!+o<{
J9Nn`HC;%RsyUZb`eeE<W;N2Y~vS`NU{=thQS`l#-AhXe9v|MGo(Z-*?!0MkWOWwEaa8G!ChT@e%rTqdV32<gN))(@mO0Mmy
uqH!VK9P9wP0BB!{r%5SN0nFcy}RA@DmHM*af_$Ph7woP^#a&)@~WNN1PDtGF&S$ChO#(<3Gh()panJ=+gTo^s{rxiI*gRNQ
_*DunvoQC%NY9IflYE(btqBWIwZT+d^2ou2ivl{v~iC=h3$F|so%WBz>*RD7F`qrj##xYNSJ1!M+^Kp1t8ZU>EAAJ%o#wCJ-
3f62x6jTGZX<%NU28OfmN_Q1Y_=u}<plpc2ODto~*KRMAzJWxg+1OJ%pL<;&5@RJn)aF9C6L`d*HjE`0PvdN1Q(`P67Uw|Am
`ai`2+3yKlLc?{%4TPqRoF)F|%22aBK{5ZVZ`WXHeVkg8E2QGAn1UqQqNJB`nfMv>^r$J8F3#a>*_|J<!<b14mZXb%&)kIxy
%!YB$@ld5bme^G@n1ep4yg-gi`zR3mg|<1d(!z|!x7;;wC&S)G7opZh(o&jrF$_sAnVYS`>68gG=2_ZKv{YDuFXr99+Z$sK3
KAko(Mj$S7<x-;HC}Bnm7B85qongr8B`j<=m66811!dngg!T+RKS2s8>1ye`<PR;q>XVXY&;g`WSOfb}WFNf@S0RMaR+ujfW
R2OXv)|8m^1?uzy=A!&&p@5_pL<B*6^*)CWRwZ)B0q3H%J&57Ua$`8n`6Ql;b%krSqo$A$g&{zJefuYV^(NENx6J_phUrsO7
d=8G2(Io^NtmgINIS+X~F%;)^8`d0({z=BY^rt@%3zYr&(45BuNA6-oa_UTS%uD7FGXa^K>D3WlwJw?U(r8|fPsU#LV7VLJ2
Ujh|@?<xd8F{5}b`GKfIsa^?%Clmqq_&tSBQeh$dOkOCzAv4E3dv^)W#UEGo1<r-q+cp}oaRw&LJ-tEDfM8-`e&1J6KoT~&_
79x0>*$F=)>p`U*t1zP&}Yh((zDV09Vn`QLT1DSK3MxnXHqIy!jd8S2g^Ri5$5BJF5w6^OjlE?WD}CCG_-<$Sb|$=OPqrxq%
DC|;8LIPtql(i&n4*jR=lm@zfV$y6v+dlti--3eeeoVZDpfTs;wOC1q~k*sJ7B+tSLJSv)o7x2|o+^xl3~tkfz94Iv4b3NjR
wi1-S#j#~}xIK<XeD(9XC>g79}RbbUy^Z{Q630jQ0MGW43#*Gk8wH;k1mB1@A+B$abpS^1Wx8Aebp*;|E;wI%CpXVcosN~s+
3S^0L!b|(q!UX@nHSR}7${>H^B?MMT3Gvu3Ju7Y^V<4aJ6qQ*%_jnfM?PIIJAdiKqg%1soQN`)vWDTNA%DUGX*J@_bOcO9Gq
jq@NIn;AKQ;e0H-^IkIAzZ;iNZr<$OZJ>n>`u3zZ`9lnfTQI>lT&U=rHK#}^rp$VNg~Y%3;|LT(?y29&+{@&=cyZLSUH_Hr!
{5cnN*zK$VF;9z9m*!9j>%hGFkZ!=u~Ast>yea&?J8YT)HWW5?8^A+L-HLwg;ooTn>R0BM7~ACzf1|S%FP3(2KN`ri-(-~V5
7GG_11kdQ9G_^CS3cRl#s&nwY4W89>`ChLCH3XOWe~bJ1Oq7bHvn4@}bAKDWj{@fexaLwFfE!l@g7nGarU@B1N6NYI0`=?}f
E}he26Rk3*9?WhRIf5to*|XV}Nb&#XBa=id%A)^<Lm6!N-S`Idb>#NJxo@i()Q){-!r9rnYoY?T=V%%eS5{FQpNVL#hPAtNb
j+07MB?4-F`+CI^1K;;b-O^gzy4HT#)%S!m6XF`Hods10jxMxu+SRkiZq%PW1Xt>bcEg?Y|XV}%H_tDBMulo69GOTjRuY%S9
2MgQ67BZ%7;X%?s{#%s~0zcd<tMX`XT%#@x_mn4@mEg=y)}aW~xC*?+741tc(w@@JO7ExE&|m(_lcRf3_Hkp3)gw*3UjM7>(
#eoEc_~#-70V6pgDd%oAG*APip)hD$vL<{f}#6Hx)RwWNl_xEQGYvi6Z;4GsCbPVH6()qsqL=vQ3vXgByCkbLDrf;2ddzeOg
1Bxpl}Yrw_=C?x;C?1lS&MSdwBiFwey7Fkv+%3y7tP}Yf?ct1ja(=I}wBDRlYlHafh2-M>)ij)h9Y+$8HE)Seyy&UC86EV{B
p}OFUyNH0;Q58~Lb*biYo5?0s-*>U*$hTo<N-R7#Wg!Jf?cbt!dlPoQpyFP1d*Jk+_+OI$lIHM+N%8{*5QRMQ~^&@=k28SZg
`tt3{oLXMC|V}m)^<6!*h89jUT>Nz8?C;p2kGpbT|?AQ)&psCuvJyj@(Par1};^PybPeOcs3B9XOn^MVlsKkGU?<-T-y;L|_
CQ20#X)I|kAsJGryKxP4vhqg4^U?UIeS`yl4xK)I%JRbaQ6uAag*&uu>(-roa_om6cECQkC037`_uGTwS)w>%?C#Yg<L)>)N
4EDo@)ho+!~Z-2(mhVpT8KmHa{nJ=x=GWNhHP=D+t8sSI++joWXZmL%ODD72q`@hH*M`Z2%3yIr;_hfS=?asG+kmI0UamZXq
6z$K@RhzcmBPxVUf<_Dpiu&50Hgm&G^yB`h=Bs_ZjOs!m|@4W*D7(vUk6*2rCyi|KYk0VPeo{lhRt)I6i9MKDg(i-H#2Uzf4
PO(ZcSDWowIWJ?NZgbE3iv@l5v*0tia#gFw6n*?<idfofb&es+pr`CUg(*M;QcN%Mmf3|@O&UEJnF|49X68QBCq3^|3~I#M4
#>@c(@|K$(O^Xv#*cr5n53+K2>X+wS0Xp!5ntKn9WTjZ<H4V%Fi-uYgrtWV|hg$lzWtUV2>`2<q4MzZ6n!Ju&kj&6{sqLk7M
eANEE=<bpqP5%7xE0_z{!5S>d*W}#uA!2$cS^4n?<H#M2_@&_`T*+_-+biTt^0na>2_rin@||GEoLIka4CncPzsr`EQw($_E
5t?OOnUai18sC28vZn`ApmD?V=ZW@kaL{Zz`;B3kahUy7oSa8`4IN_r{eOSkFC^4jzHxw(wbjAWN3G*zm6S7K-LnM#S6+94G
(ITh`7Z)hJvme+hHQj`rDxGt`tyMN$VIw&m^&TDD3IQvJTdER!sjXRX#ctILcNf^Je;Z=g&G!>X)yX*?$Uz_MYG$6g(jvcdG
@N<1_t(^y$5!*YrL!L&ASNMsBPv&nsW`xl?ld(f5;+4}T16zJQinio(gsEgzBlld>je?fUc2ecxo|fcm2?&^!Fy4dmgc<jJM
qb}Sz2XSv-@-yfl$N#d3M$PGxH9-caCx%k`oXm~qjx>!+I1yn7zDxN|r!6^>8?bIHXU&b5=$yho~1kcG!GazJ6*Zhxf?p(1T
yK3wmh3ii!YJl%^8$!vcUzjmdK~hBp1pY!xZeO2Aex1GA*Q>>1E6-s@N$^n0ZUG-zvDmvxPBMunWH}&suOBjG$YAgpGKAg~H
?Vl(24dJ)S-Dm5l>AmS=h>5zBK*xid|ARToIaq(_t#PNCVqQ^jv?LPQNS!pHio=1(iqYO0XPC*Gp$ERNRMebAw7)u`^=v|e}
Py)>f_?bsW|+%mG^!1f{z@R^xh6$x#K-%9}U8ltfhPnNK<NC^OX&f-H@gn8fqhpI*2%Xwa=jA-;?KG4$dmh|9W+)m;bEE=g(
$m(c>J$a`VK356%$7SDUJfSN98O^^3LFzzL%gGq*38Gc{|{ancj*tcnGF`l8hCgf`whu>z?(QrZKt)sh@svgaev!6;Z{S4oh
xEej0t!6!`o(NI6tc{(PQ7-sy1wDGw%z79?fty@~#TRXRN>ZJ4S;`zzQZ8@Vlj|d&m&DUM)5fm}5FzZ!CSjXD15lh$4Csli9
j0lY$Grnrt+Kj>J`xC+ixAB%Ld$paly<L0DRtmATm9xWpVO=}4YVPh7(=DQR@4o(Fo<7T?Qc~CDoH|-vv9OD__m#*l+TjBdl
M%PWaNQOwUQmloVXt@f@KK9YVt@&!Dj(|TrCNznDjzkw1h-ag$uB4qwvaMD1RO>VjVzow!rp<*@0L^r1HrHQ$i`n<jz3N=oP
fPBA0jiC%uI-#?Gko!@|hJY|GfGMc|<8D8Fj@iq!?*rzaSqw<^LSH`S^EV-2IcD*CJoRV^Bo*@12p;%f^;`;2X0T+JLyeyzp
h%tmO~N==H^5Jve@Fx4>|_E@eYkW@esTvyA*s^?fFeb{Ba;LA}U;N=WCUz_Gzckj7LSH`F#hHpaI;YRPfqBlv*5-iNxF`C=H
n$FQWE2K3J~(YB7b_&Tp{tA=aa-MQoFma@2eC(jNp9*(xrnm<9W=@#;OBWPc}@`bZ7)<;BE?b$-1jCS!PAHtvxPSHw53vxzO
h(2h7_wXgRK#P#3qU3*#_+gNG_~_q+G(ZN=1$=@`klHnc)J_w?`~Nk|aMianSYC4Kt#)v2=jQ6}w=2}K?S>6)9Yc5dxx2cxb
9GSncDe+Xoqe6_GA?f391O!j^bkbh&t{^iw|6;x+QnWkip~DSA`e`FUBMSGO1CH~K2}=c3i>sABB<Oo<_O^GQTFg*o<W4!Ml
yDcUPE~9KR0t$UD28~Yshi3<)aTfdG4!$;g^=2?=WNavIQrnO{gyl>)SW1s5q=&zi{EJu&&-K_dF-Jcf40w34Rb%y>(`(t&_
!Nm(~`e6Y3Ym#Q}<s_=H`1;^GmyeF)ts2A%K!7j!akyxKc&%;cY^p?E@dduGRWPq&I)(0*fKUTnd*shKM$jJk_LtVhVNAw7H
c`WM)2+A!GS>K8PD4Y*+Bx*jOeXoQsBox!5BJ~T6k?pK5YI89#FkfIv$3Qj|bm_kO*t!pdZp9}BNdqXJq1R?j#HT9r1_Mnw}
u!NlV&y$Vk--jF+kL_1XdHq7sVhT(#w$E<(6Rq=c%$NQ@%yK_7v)o6GiURE_AAaH64e}Oyps|odw1$+o8{(!ia<dD}^0kq?T
H(yAWlwEm2eoVn8!xl7)uZ+1%DE}6?EM0*_OJZ_!T~nR9<7=DOv6Ir#$Wigpy1bh1+RhD8*6r(oLW^^9w>bGkTZLBL#SC~*?
0oNco!Ld9>g_?ykT{Usl`}-0`j4TS~pBpQs9u5oWSVM^{`XWv;;(<I3c;TfPA%Q_wGI5Gk12fP3Y{*<&n`X`N@V=Ei0Gi<wP
qitlMs^;JZ|8Y-__CT3Bm(g-(T=Fl~;;zBP{a9*#Cw8ZAgI-JlcX5uh-R#QgBm4godFdy43syrq>b4XgOcEu$lsXU-0_NuE6
yeCYV(tAbJsP_?$#%$bG*ObzX&v2J1DZE$qMH#mCJDB@<$7%56-xH!>xI)p_b-MRnYds?Y;n%>h&2E#$=p4N5PyC2#^7F6<5
PbIy{iRKXd@Jq@_1?;b?g8igoDgVyRx@ct!@)DZWZRN=~ls>{_ucwN7J&lCm!Pdd#`J`$20onk)+Dgb_v|xxo0D}xwGM&H-v
WQfqrwcP=YWT~HO31y_Q>L8e*8)vb;KFd;-K4vGq}#)-S?o`~#ZlU#Yur4;8m~9b__Yx7e!zcZN#U<UAYeckG`s&BGz%L50Y
P2A`kGXbjbDA;)eNVea8=4+;H3;sc}y!$xW@7zXN+rlwq(8{h<Ov9ym97au6V#$PNUZ(O-UopTC+@MY9AXjjm`2$s5n%P-5}
*N_Y6Ukjb<9-3Ko$QVl`3oEl#D4UrBynyco27`_3(0EoB-T7Kqg}j7<KRk$10YM!b~i#&QN4?~86DpD_+nn-Y8-)GV_I)u^E
U{QGNHzWdvFW%S?QUAgxC=W2c%pE&c^W#m#eY=bo1Vs6VOmzMoHQ;Lntx5%2Z!rqMN%V)<Chh=Zc1>w15j%)Tci)cHU-<nOs
JyyIz?QTuIl+rn1<%Ikx*|X+U819i9XAHN1OBHn$;K&aBDU(Ny97UFq*Ww3Bh8slL6|~;af$t6N3>R)ceSBLwnbK?)8_AJnA
bYV3faL>((g+<{z(x5AN12m9<<+N90^dT3JO;Uk1HXe7>uEYtvN)Aq?=1Dsu6UNR73g}mll;bL0l#gn#cQ~fr05?@EL7qel7
Q^@{;{^k%!o`?CQ|Bi`K($nOgGQErx`!&wDuGhmF|w^k6F1vK1bA^oeMceP8x5nHow?FctCC%{*te+J_)^P3W-?#+Uw2ylqU
BnQ}4T<Wbw;u#xN=Q7zCI6z;4|FX8lYICE`Rw8v>5oR;}6w%Fe!{M*4K7YbD*?otN?SaYo)hGGChBRjp@z9}_(cNz&cG6p{j
RQu!WxZYyP4*jXuh0wWlCTKr+yN{$<DrFRqiT_v~b+f#c^C>v=gKGN?JzYyBhMH?!iH#y0tzL_n9<D>R#{ysa)#OdWLc%@hz
J#3)^XMUXFM_9xAA=><4jp0Xr97!ZYt4UEc87dU<35E@PI(zM{FX8h(rHB4MH8738fJT@9AHQcK&|UtXjpyupHY!*Dk(pUrz
J2?y(;uHYxP0-#<uCg61zj@qhbZG0ZFssj`JxS9H)!Y3k$urd(;K>_8PQ*g7i6{J4jBSjybDdJp*QbJ7j?gd#uh5NO0-02(v
;U`LJjqmkANeFgZwnaN3ZkDQBKjYy?!A-`*RY_b{yE}@6y>9y*iL_xy19yBu&&IPuw^I+V(Jr_l0%{PW4E`O``apSw0=Pf8^
?z%~oZMrfSqUSNVc=+Hqa9qV~-ko;S7ao0&P-FXJ!l*NWaWZ<6gn(lyW9J9M8(_J?OI)ihHX?!zh=1btx5%lN=7(Dt*m6k`m
D{BAj)N41dUH??NbCfvv3{#@aY#LyE!V<%D>O;60Z(>EUQeB<uj8$}iUZRmm0DI3P%&Tl26YbCuc39|WD>)y5C<1H4fTerZ%
u+QRMVcHsJ@|gUFKTn*itDQlO+p{)c?fjN39+VBrKc)5TXharrlH$wPk0r@aM{Y@ifwB#4@g8E~6Db#8BVB^Yf^SUBbu+v;a
T!VmCPOB+?)Jxh_?$d?n9t8-w`?Q6n|qk$NEy#@ABO)z$=~a7Zul3pR0c^yO7OLCl|}=-y2-sP%{>sdzfa1|SX0W_Mri3x;%
pbEa%LL9&P>;Ux%?N8P#yC#BGg8hOiY5m#He6|{n#;+`7$jor|0x|C5t-zq!|2$gmh>kAw5tmGQ?6DX_AjZ<f?6Kh!Q3u8wK
PA6pQpr1oAR)?xjeN`6w}H<}))y5o+d5r8@+c2CXY)>e?`x-zF<^$b%y!k}UcAJ6M1U8?>m#At0NKHUyB-*$mQ#yUqTKy_(|
J8dF}mPCBz`?uO^<+t<`cj&>>EucoH`N$SE8j>_J6p`h;gabvRI@#A%d-8g}rkZkUgr{k6)hO*d7*fXl{4r-Kj&83Ux8H%*P
51g2P>Qw$j5)8SKKZ6bE_zY51N{)!!gb`4bSXaT%^18P6r(a%s@d1WQ#&h9pH_^v*lR{7BFqGqHi`W>wK_2uwNfgv?L@{Sf=
rIp=PgYrWn^ZO(9{2^vMv__k!gHIizQu0oJw|?{k#0WS82--M)wl22;)gyRbz<`$ZQU$=V%Cl{zqQvBJWc0|kl$%O?oqV5-}
sggJL9*6*n!4)w;T=YYxqxkhKBas^I=SEY|MwGf`?bPheVCb`s1<TOTI?$=jV5kc=qbmv*&A}c-h7wIqe-+W>jsFZ`d`k8#}
4y#J%i(VKA{1Q*PB4B3^RHJ*B{Ge_NJEuMTL`n4raNx#r-s6ydX)2CjZe11C(W9||$Rc^Y8ixAj{M_vjZ$@s50o3t9P%@#Hh
Zdbm+*s=k+^&2QD3P)FW@g;0RDWC1M1_jP1BsTx5lMvyAL94<)5ZtxXsm;j#-Bg-IX7zw03r{em$<9>`{j;)kL{uE;>>F!^h
T3SMl7F>6%p7ikCtfSZJf4lKFc}i|wKl0Q3Ri)&o&3sMhI}`eW;8V8#ygua4`v-8Hl4JaqNO+_9(oJ=v_yji$>&a3Ccp^PQ%
f}h^iz$Zve4H`ETIp=<Ni(e3x$G|+zL&FjVoj$SObDQdTFZd$kQF%V^6~6c>wG9+lf9BcR?>M+#kM}u9l3hy1EcGM9DxhNPd
(hhS@?`p)c0EooO|AI_~@g$twM?i8Bk2>jb~|ZnceM6Z9A<%2d=EIhfQST@dqd9poXt_ADl`7NrD}Q`EpC~h6!TR4~2LfO|>
VR7_bSjw{9z3Cpzve88*f~%(Sg|!`PGpTEA6HG45?yyTRN)`~cWbGwi2A>c>XDx3!tLie!+DWFn(tq11Q|h-E8{U{T$vBtcc
g?jv_M|MsgOwI@y}(0IiK-Rvrjw;MPpkc5oaU2N)|pWk~@NJt2zWvrC$yjYn*D)2qK=U`<9Z-GxIVJ+!?>w!=|kl#d{2N<ux
7(hC~cLR(U9}M_pAQ1=3_a4Z%CL^rFB}|cfinZohUXrpE*Va2o2(O{v(k7<VGo%^r(KhoCE9)e>Flt*n>H2B4;6qld+X-piB
2QuS!-o$*?1k##@D01~8COMhULMPAWyOb(3u!NZ#Rm8nI008k8c>3-S+O)$M=;a0C?{0KuilZ{;0vXM5lSPZJhf{ThnbwSHG
VGw3O5D2@DcgdN~sk-jfstkMVUs5`Cl*H{p;^LKQTe}lTdn#4BJK4?2ykdC~?MCI_^(#9^Hxao}7HUz4#$JG43E`0AcSek%D
$F$2c`YS_fV1habjt=wJwkv`cqq6%@?6Yq$c*y<D7MySfOy$*`euM~@B}V*KX2G?Xn=AE9D(HPfqVN#8;%_@Q+f`Lb;90pt0
iL%U11Zd})zxby1=m5&AYp3?cEp5QTVUA+AL5UNb}4G6A`tMva+vF3UQS#6c=x^*<NY`hVE-CEn#^qML8I4kmBuT#sH8#PSX
ic_R#W5N|3u@_=y7Q_5MHESR<%(Mdh9y79}WMmBTvPb-!Yk%?@QZeT>Pa;CWvS<B&;I{9+j4hSO<>h2T<J}oqDB~>Un`+i@D
)SqX<nnax9HZ?H$d@CK51r|End#+omVxxhwiQS3(v)^K^m`gQR3i~RC03hHUHmUu^knwTQ8R}YlM18(YPsAZ*H4m1Xt|yvN3
`GBeEr>j=Dc5iK`1qzZ0W#YYAxT<@-9k?#uH-fp3r}BbqLkOz4f|{TT6ByGJaLYfxTtr<z=nm2lz66-8gcir}3LIdXk%C%Lk
cG(lQwpXS!uT@>LErzt71^$sPQsFB4Y=Wt3_$u8bYaI56^oEZ142Ol`6UV6gC6`Q5+%x=R2hJ;_C>FAkzcKq*oH;|`<Dm$iT
)h;fh18>&b~0qx9q&%xYWW<x8IV`7I!mX;Hs;#m?pbWE8Ksfd@vz08ilxH?qHzRja?U5#JT@XtkMskvlBT->xd=1V$u)Z@G4
=&?If%-2#8%hu9XUdvAzeM!1C%cxtq-q3=TOXokS&UKP??m9{5l6yuCW-jN1um+B#%W7<5qgZ9KQSz9v?<Y2zK*t0gjr=4<E
%+Js)kSkgdrDDZtVLh@`P^I7q=IgS-|Gwi*B!$MvHZ+h$@gF!G8qmjw0yO(?qu=9x<Pz3A@Va}mDw}Fz5b@zGnM%>mHSK6GY
$?l<D_RyUve)w`lz9S-cK+1DxIu6xls&{qd=lq_H8>2kFh+Im50&{MC|FRkjO8Q{4R(`8@<5m$o{*vsX`(+K?>PQN0ZM?Hhv
T9J&409idu4)Y=so|{ZdLk()_zxUqalkSI0xCsfJk}pteCP1!_}k?;5)RCrZr-i#VUvX=#K;`Ymc0Ohjn}&5?e?0IseCBJOR
lWwu#MdR9*U4ROEJj)&LmPvdap4yl4<Y>AMI;SBPYM%cl822w-gL`)6;F(#Xnmi-o6jIaG=C%)bsj(!<6Z~+b7g-;uI!*=p5
?kJfCG8f=cavL<*wDfV^*P=JQ4_Pm_uxV^zY-Qe3ZcYChdmud?lTs*r3}>+)(7{T9W}h-WO7FVXH@)py*9GeY=mX{s7*Oix9
}uY5mkt~-7xfkYdf;3?eL$d}f60J>rFwlJeZ;XIdyC=XA-1YMY9H_co!|n!g=`WbeRD0}qVYR;s~W$9muKH<dxSlczq985wD
%<NO%&_T>}EG<=zXP0nl?#~v^1qhnx=Otw3MT?$WacV(32MEVGj-u4n+awR6(97B7z_y;H`)#k4ps}Uf=;Jg4cT@cszLs&G!
Gz>~5Ntg1-OrssG>a-*hs&Gv9pkoinpvc6YE0!EBM?L|B%<D$68TNosQ9E)w9&Td!_N64?C?hG#<9MI^5ODWD;HQ}-&Bo_Zt
i^(XJIA99`jsjstdHG7SHt33{qjj0QZiVAlgJO1*{4?noHU)rg<P};c~FCZIP`$^kc@07N=?qMHmCQaVFdb7Np_0K=@UQVM7
uvu<`;5r6)^Zq;KEf|?mJW2yE&qqVi=&ShimB{9LE*7C_X`~TKjnTe@VMaWL%XU}2*SK!HI%9fbe)-U1p#!%bJ0>hX#*8P-A
HuE2j|+=Gz#lFx9=g29op<4`uB^FA+@&Gh_3_8}=F5kvFvR*KsR5b2V66T|+{=t?coOpz4i-LzvNqu!unDMTD`+f-zO#TS#o
}8Xp`1PsY!OR3>zVW7TBj2$+3Fa7vmP8Rn4pzfvy&;-v9#4#d}|l1V!1^uC-oB6qk@+6Mp@K{BBHnm%z3{B3(hCsV!{ROl`B
jH+4C4JV(y{usz%*jmG62*K0xgOsBI!tfcPfsJ@iG^U0z>}uu$7^mN`$~|BsZQ)|XDRkDoU1Uf`8!%tLG+j?8N$?v}{f*hKP
n?ueiWyUC7UyKuq((xOFQ3bVLS;Z=rrUS6|)J$YK8<0DudssLk>yho`e!eJ9%vkC{Po%@x-icDz|U$_qk;xqD`YU0r*;j-|T
As>yY!0@+o%)Ftv8uLv@C*JT<<(y~Z8GWe`z>un^#tO%hx6iJ8ek9q~l>2F~cX+75=(G1CX2|B9#U-~)-|HJ0=@ss`_vV{RO
2|mlmpo%bqrwJhk5lQT#l8wtM3C#pOY$lZ=FuqfmRVsOJ}SR=wirJpj1cCWhCjt_VSCAQ#aMGpupVFf#o4o8EX6RCD#)AnJh
G%7qUh7LW}di53W<oMq?&^0LrvH(kT;QsH<08~WE5A~n{#rSb1n@cyJo(Gt)q=(<II<Y_eUG~t+@A=EyD3F%xvfF?5f7U-E`
C6m~HKd+49EHQ#qMe<|&Y~lpZo4>=m}|+lNOw%if@|6Z9;ftGI#gn`6fsCG?|FR^de}4k#8}nRQ?VleL(fe0P9EAn;<4PjBu
djf2>*(gL%X(!vJGAlyk|#)<=1W-1mQAiEv50q$WUZZI*61Lhx#gC9m=W+@f`@;4Tf6M`IYcl->v>F*C<*bWV>rW_jfQ5ix>
X<B$?CZ&YZO>q0jbXy!^9}@L!{(%*E5oz1L%f-ck6~YXPPvqtv+T%$vZcMmwXfW+r<Z0n@w+8nDZ_}3_Xx~qYXa|`GmIEF4q
6s|9EhN8kVu$<;6nu<sH<|(88juv<d9y9~Nq}7MSfUkwd7?ZaDJh|RVr#STLv!my@l5!du~r_*2@eZ1W@Qu&+?HSB$jJ&bD*
U!oH%-6mj_FO+<Lrrv_Hl4_$6auCq|*654#_MUTsmTKQD%lQJUqgYegBBk!9`>j491f?!CaE}cAy(bGndXm&CU*%KgLCo8uG
a8PF~;68-G3xH9XXqpoW1O56rV(thZPNB~3yHe-9UnyvT~*-<RGQ7U>&B?tVbNQRE&Tg)c|$wfh1O-T3&Xjd-Z=?8Z%xZxnL
yg1vk9?Zpd(S&;2z?{hM*Pnz^PBf$5S4tD;Tn{GPOek*(v4L5Ztpcf;V#r=K#BaI4wUq)e!Y<dSz#gE~s?~q$iCkQKX9$t^9
zWXkml?f}~eHZKpE_nI5)W<ww9b`tmQ8LPat5dQ&iw(3JVe#WMK}t)MMi~)pv2)4cI8eMdkf;lrpw48mM@czr3nsw!D4U#73
~b9#o*&9Hj*Ls$?auaW_KkQZ@$Io*y9@hluZVcDzjFv4!SljXyrK<{RVsx|d?9;RbM__Y^K9nD97a!DbH{jLJ<sE^HMy*idt
T^!(4lz#vq`U3X*T7Ke}1xF_?9o><$vMp+h?&kPDSr5fK^PFT9W5@I{w9P;@%YZz9Ms2fCmn^lNr796{b`O-6?1V-OKE9@}s
oyi1Q7y3}(`Z9y{9wxVLn$9+;)i26n@dzZkdSxvTLqLAPS55YioGkWh?0g)i}6aR`1<0AU-*eoOpz?n6|9=AwmYIeG+bL(jv
t)e-a_`WStJ&Y&;RKhSyf1G<PVBLOqm4+c{cj>54x9w%YDcsHp5^rHdKvZdNnGjVbd6z~xiUKylu5Qhtl!{!7`6vzkhaBL@f
)Hv)>O0$J%6q<x%yTuW0PmM~&ff^eCK%oY3Dv3uLu*T*9H~@ivI8|!IyD{RhQOR@USroG+#T2ZeHWFZqv}sZSMRWx5=qNsdC
v<3tH`}9$VUg|$T^2hgkI+Or04|Q+ZXFD8&^s5DoQus$E=XgK3Ub&<ZVPf)lr-7k*k%Xb>>8Te>>QK^2Z^__M%(!)64cfJhU
f@olu|=MEfm~gcSwodgp=;gsOGi&I%}jVcYrQ;?4_K4447Dy$J+{a7j4}>@Ex1gJFRGJ(dWY3(+ZRW6c$rr)}30<sS#K?S$J
@OGQ5|USAdr>;4cN$W9RHM=}cbX+Hk(`^xURs;i<Ynd{eqtMp<zrK6;3cn$)j9^DU1<LTZcyl!2isKewCxyi@v2%>BOlkd~?
Twng7k5R)YQ6o34qINlT)I;1u2HBV)Hs5(%~d*B5=tkx?;Smlo+b;5D&VLel*VOxxW+Kt*4?NFoh=VoOA?;S8;jX7W^>*Iem
Imk1I51;6Kj5TPrO#tts4b*WT?wK~Spt+`uxA)1(PQTS|4vAMzi}kPa^0!9kOrJiXva(V;x~YGBoR?RX|4L<=m%d+9Qw~3RL
gR;DmK%hb)7yqMr6mVgm*#KwEDKAshIr}9`b7?T<stvLz+UF0Z6U*NjC;4b_xG7^`xdU_){Iu)@W7f;g8%KDN<An#*JE;1z&
DLi+FqRh46icnh`dNI<s-?S>2>k;hD25Jdf~2v-mm4~8og~$@Yu3pGs>bCj?c{<UoyJCmzA?}N$LcjWG*R5mB42+nY;u3vTa
<lcT$=%Dd`rD3rJ5)t1UJ}g;k8tueJKb*5>+ihm&~6pkzMDl%z}!N#>Ik$(&7{tV{yG-U17aVc>Ndaxaa^h@<Vkm^gtZNTKB
YV7%5)<0KD!Iqc%S(gy4cw#sf7+Jp;rc=5AOC-oU7oSXe1E?zicWsKm!!>oMiBVUgQ#p5=t#j~C|fEQw1>7y)p`jGIG(DYe}
uR`se!|uo5;uT+qup?IeG``G3_^Z%P-sW-!MuEXV&p=c}eh&aoNFmpga5c#*16Z@$nZ8RMoY_0iSobsX(}f>rH^Isk($I;Xh
EzjnYN#UpLdpn#gFQUdZeaSn8rPo*v+E7^Ft&g6%Y6)~`mj_(uhQ`t#~JLQVRnO8<+}FA*hptA^MNy#y~0ckwS~fe-(Z1fc2
5XR4u$`CvonxQ2}=x3(dkk`Q$yO{Vm?pkttWu`QNGT>3~P>qLntT{lAP}_35SY{h2yZC#CQzixp%pb=+oX2785LuQ#HX3KSi
X{F9L5Eg0Xjz^TR7&3!e+jbCb9YcDpWS^`d@Gufdm!od=-37sxG~J5GMH@W81K8?S`5gEv-2!(gYhq&j-xV2v``0{VmN@l+T
OEHG8k4JVZB85}%Bf1`H7Lpcne6<4Tuc=C;wntuQMp<i|M_}YhXZp;t`&V6WtZoGa74tAb3G7FizP0Xvp+nHHygI-|!_BLZh
$>uawKffew7CuSx>!(WFJg}D`vWR_QP+L|ePGsh<bY?IIR+5#J4ISV{b82x{a(e4L3Xpz)Ls))_m&~pEErBt9Ufx)HA!mUx*
d)vrUeFW{^fLEJ84$-T?K?9NW{=>3o*v$@LZY)hlJ~j$FP7dG612rEx}STR%M-6Qu#&_NAUPmu*st)LONBJSv6MVA3SV%_{6
laoA*V~o=@KCgzF@B0j&ga9TP0%gVB~+SSb<xGH-*LUc@vHn1L9WrH~>wz5;$rT=w8|1cbw-Qg7ss6k!ww={2K!+E(8<B#|k
L>JnLFuIQ#<`*V`K8yTZu>5tr1ye*OkOADwUT+xu=<<_YV)V4bHfaOT{tpBRfG6}DcS{_y8F$9VV$`1)u(y!=Cr>eMky4~K9
keSLK{y<d=Cb4K|7z=c3hjW*abFwECq_u$*7g}YOGhh`58_wJ2zuo{~mj!=8+bOt|9->}WAUpgEDvK<a<?h5G+ibPl<Cc<(x
5tglqem3@9yj*DdPH4i*zf%-^*Zw3s>N`wUzOTS_+|M+EfN(&R2af86IS<US<C>TRArHUie5a|&`3`<f$YT<?@0`2#2)7Bh?
Qy=s6zsuw;5+sZ36AVI%TE&TUH}|y6zc_90KpW%1;k^PgU`5D>{Ey<FOZ*BE(i}73g5T33f~tB4__c5`U|+S5R*67Jt5Y$$a
PQP(PCX|i`ZVibL^w8d&`r%k{)ta(VLMD3a6Y4<hbrf^6!jd1daUOc~D3ff9pIYSP*vBE6xia%I~XUBb={d{U-5sRZRPS4s~
R57v(pYi8}|jOIrtW7s=LvB8HA)3Ps;|CD^cDIJ=L#C|rVq_6<-wp1VY!)OCNyn%(_1Yj#^8FNT%`CXIzj)fjURGj(*-U`u9
@#W%`APND~J;Sr2NmzB(Of!vhawILR7pR9Bqj^~k|gW8_~PVSTF2#CPWBM0^gX9*ct1+@!+j#*GkA_}Ge^4>dV4Nm!#ywr}s
Jo;!i7?!;Ej&;^hh))&gv1<K#k)s^|H4LE09%EhJde^>VS<s}SqDeu^e7D|z|5olIxov;mf(0O>85|N8$ubHuIcH#h;XFs=$
F#2le3x8O1_`nz8r>vPeA*>TtfIX`gL~Lwm=kBhbpb~1e=4{#7yq;<9@U|pFus)HDm)Lb#ryCnd>*$mY9@pk$dofnn75d}vp
RMxThG48{-jVV%nFBMu%b+{it~i)$#QNPw~IT@eaoBpOnwkw!O!NG@!R-={J)f;${Un-DEBHqP+nH~sFGB}RZ~>At5&Kus9s
bZQGKlXhewo0smC22&v|^MhINIyS-n8LLH)Y=Z@pB#5_^^PTGs3JUZ*|7Jo7xKdd~HH#B;ajC!QC*V!TqlYQ0v&=NYf>y~Dg
~y&v%2>f_;~_qp5WO`pH}{Oqgro$Y&%?@r&3{aC+jzaqameh>O>_IuOsQ-3f21pi$B690+*5BNXkzuo^8|AYST1$YOf1>^?|
3m6|z8_*gsH(+tV>VORaCj!0-_%Wa(uvefaFe0!Za9QA*z)gYA2EG<}DDcOite}BGBZDRdO$(YCG(YHU(1oBY!OGx(;PBu$S
oZc0E(u;0ygqna@Xp`^!S4ot5`0<HUsIyFQ8QW7qM4)Fq1mN*L-W4owC0@VQivkNHzYJ9CL|@KZ%9$dn2@TFrjT1h=7;PKc`
M|2$eEDyA(yqh)?XW@?X6AK_R|(?$7yS{&Dz=8yS1yd>$Tgo$8{=Qpw6hX>e6)ix?#E-bv3$X-CW&b-D=$i-45L@-5a{kb>H
dQ^(uX!-l(_g)AafJ3jMA6h5GySkLaJ&zo_4<KdSEtO$*Hr9Tqx1v^KOgbZ+R&1}}rw5NSv>WEln;Mi?d<rWmFh<{6e4RvR`
Lb{KXU4jSGwd}?rpS;Nx8^23IOjSs60YYm$lwm58c*oLqjVY|ZK2zx*5blADDOW}%epKyJ+CEOOC6Fx5df$+z|w}-zHelYx$
QDyWsnvJQ(VaDmkRmT0s6UM(Ae=s4Fw<*{ZW=b>NV47&EH?^5=Gc7l*Hf=ENFui1Y-E`D+!t|Btf~no?VGcH%%?ajAbD_D!J
lZ_b+-APbe5ZMddB6FH`Iz||^N;2$5g`%Ah?t1Ph@laqA|^yU8u3KL@kpOYeWWGQ7MT+{II=XdBJ$D5b5Z_LW1=37Iudm;Iw
`s&x;}bI^vdX+(f^EYw?tXSTb5W}wR{%i6H^#7GiGhfdoiEJd=qmqmWlO_O^9udeJ=Lv*q?gi-ub;}^*$WO#HGiz#BGUtChl
8nsMTg|u&%LQj?am2ieDRls!vg$MSb=qXcML+yqu^^j7c1rxIA%x;*rE-iKmhRlZGUXNV+kpGU@iDbx9v2bIE?mp~*4HDarN
8vyvZA-j@7A^6umV$yaPv+c;Z|t=Tr)_JHjX+hN=Lw$D>MQvy@+Qs$(rPT7$1*OX6EzDzlva?!4~``dMPv%SDR-@e$s(f(Ka
Nqc*0WNKpSxYRpS_oSXn{ih?_ag$@NW0PaM<7ApwT69`++OV{Sw0qJvrahImC+*F&chWvjJC~l3-Y<Q8`poou)1OX1mi}3WI
>VmPkg+;rL&lDbGa2VI^_dZwahbNv%*@8jhce&Dd_VJa=D93BOPdv!m7bNCRgyI!Yiicatod2Xv({%lo3$_Nc-D{EzS;5FgR
(2K@5<huy*vAG_L&@%qsp0{b0t@u8=M=RYtPNgy&<<UcY5yKxew$%+ZXpu?t63J6@54NeXZ~DzL)ZJdDHS{<=vHcf8N2o&-;
z<H?!Xp`BnK_3t|ce7Cc;VwBUyUAp>q3@W6nV2Yg@16^0Z>7p4~uEWE97apBs+rwb1iepL7!9VwZzmri@#HEE(x)=wy0MF+~
$i4TpI^M5tBZ}U0gF`3?>!-xZ^;s~l?V41`|j>8pkXfOX9x`$hV)~OVzAAcF$!nB~h>}IqB(gsBWiiP@*ST(9=hoeTw-(kpm
)mESiNMAu(4`~sk@sQR+nj@Xx25AawLtj9eM{vkVu>masN*C}+NX=`}F78uQ!*76mhM4#jaQ+P1#at$-V+n7Aa)47_ggPkaf
qw3knDenvw-?>VwE?a<PzE?v@1bly4q3QE9p|_sXguMC&<y!K(Em{~p+G9*YS0*NC)%pmP4n?wJsQK_0`180GiWQbo1~6i+;
H(&Rf@Kda&C^;j=-@$K>NMG=X*#Gb?Z0>3RhO4fm|#Khhwc`Gr@%sa}Fy=PWYE)5AxYY<)lG_A=eTZpvxQ5ewf_#iaS7_acC
`-KggbzK^>%LXxTi_$viYpfp9%{7I10MJfa^s=b`)-Xx|3y_oxP<Dk;?x*;BdqkW|~q`|?1xGdgua66hgV)CFQ8<w4&jSr1p
G=YYo}D4y!VEm2*31^FJ38<BetNmYTyP+in_O`wBgk}kf0Jc7z!)<d^M<N|py)rETkT~M7tPIx8#b<YX!wEt`5)J8$)gnw!y
L_UPZU&x6)({|U&L6+Pz9p5V70$B}5kAsYjz$cY8<dKkDA@`v=Aaam$?w`=^R&w64gxD$d6R=g9v=WS%uOK;lTs&8_LLSkvf
w|OiLhKuD?Vc-7p*o((n3NHJBeLz5dz7LY)gCwpA0&Pt<tyZK;+MoXu9<_+QorezQ+olO{o0)PJM}qYV?@uA-&5b~mJ|P`^m
n6y$dBk4{AV8c*8(Z+fOHo8sTA@Jkl@nDIRv5hJ0X7`QU$jX<asBI4e_A69U$u|XdOvZj%#3SKzJ>|s{s2_R0Dn(3yHqih4@
C|%X~Sq6QAYxbsSascbrh%-f>K6?D$yuLC2d)OUGU|3?;b6Nv$}(QM)=K+701_*aOi$sguV@&Ktc+{gE7>l6)C>C9<LAFh25
!Q41V9p#1<UvpJ{|Y@>nb9Qs|$O-7H9GU_)iFrLjpV@bVYCmJjJAHc2Sw!^V6%BEuwz|neQCnHg*JihXo;17BfM{x4}(0mvl
Q}}V{PX3=1hehgZ46TPUYRh(1%MF75FQMMbk2{W%oS%qpf%-n&kEl_$LzkZdkL-^fOSrY@R<00jQjSB-oC3wGb_2i9qM7_=(
chHQ0QZlmH}?q|&846+z64F<%1{-rp!H9JoYEC9AqVM0rl0y3=`RM|%~{Y!I+hW+K;J~>+zGS_&hxodkjNNHa%ucjDnahjJV
)$K8cXwt9e8A+G7q%~!{05<Z*eG-=91oJ-7Agg7J|>?5DEjCFQ70ak#-wVnfv_c(mUys%#DCkc|p`W;h&#@HhP>vyVPp{?|h
gW221^Xitg~Jg5y|p2OSevLGlF|^a1~#j#|ig2K|I79!FKgzG-TJbQ0YJbZq4oNaOMXIzLj`DIP;A;+M+r&`oq+JP&oV(R|e
$@S6_-FN<Q7Sy1Lf;TI_nlJN=Uy5@ivPz>px;sT!)=K>T#bfP?u#wi~M_|qtc(y>My<7xk7tb=xR-2w^b*aq;q29=m#4M68x
1pfCP@q0-3k(}#?-h;FY(tRWc7&{~zXTTPcm@Tm8DMjl6$9kB{cl5dw_45fq{g_Y`!`=sUs8NjjG3enaTZGm^+Jj4lT9}*Dx
D_2A0X=;^)}aEJPpV+vTnu@el#_F^R=JnVXUb)0CvQPKe+4y>q_m<ZA>ApZ+aPU$bVg~#V<34!TN@-6+HQyRJsb~*{1r$e<?
#x}uKM=<kT$eG)4l*cJDfAx*U>u}kg{GNcj=k_)%<g^&yjA|<A}K(#I};zMecOqY#e!oO_-RoAHZ1T4-manEXykxMllyL%U~
TkMQ%H+rl1NLk<pUQ2MU4sL1jHY3&oFgBBytSBShXAk7=&JF^~^HeW5=d&Bk*WJv)P)!`{s<W*=2dRID&sj2XtQ##iC$Yo+N
GvwzgOsAr-MMIDVs(R{QqIw$(Z=oQiTTLLT^i@}m=Nhf#F0S)Vz5VncEnVk=Kma>m2mcvzDqJ(F8H#}SyJV7#^j?X$??}&At
b$;eN<vi&;;r!US<&5=A<Y&)+w(+x}r{6!l{q)$Ahflt8^0AZaPBxvKc5=kY)RVdsUz|95qWVPDiHRo)PZV^Q?tk#dp?*Ya3
i6wNB9$XK#wZxh#A61j@Br!9D=GsQOUK@*HhLlIj~Y=EnuVHC9h!`4Q7cF(234Y1$dgebd~9%30T4#$sSfH}AT^_ERF3MA6-
o!827vDaM|o%(e2i$g3s(z0tA@N9+DwP<Du7h~ie6J)y^e&QrbAy-piKin6FSPF&A-=UJ{(PfcBQBdASwa2oMNk{Ey^iJM!?
bl-%S8h0eI^G&Is)rq4#oH*B#FYilqf8Y6SQyuvkK4YZsg{Usp?y)Db$XDX-Olp%KjhSi;$FLodNp2sN_+rk1v>gSsYwXa+i
nY>cP|jvFa8c@*n(T6S$dI`z@kMIYDVMh%~ycrT?IDu*L?sa<UuY83w;eAK_n+J1W*H~s?8bx@<GN3FD^3To=9tfxX*BWU24
Xd#>pqxkA6wiftqr1nrpX{x1l)e>KmX)g_u)~%A>MQw?_i8j_uZOlsPYNXn4pzWI|wic;}M!?!C*;t)q1?3cnC~38Xvz1cO-
JU8b9I-<YyNrQAi?oZjTupsTv^}$%m6)mKNZTr!w@|t&p-s8OpPG6>C0J-Z#nMV^Wck#<(KN}EVq7$K_CWla(BBI7D_TG4u~
R0bq=|Y>74%R^Tg%i`Q4U(EtyMs6E3Fm#P+zA9tK`j<Kv^5bBFbb2wSiiIZlmp{Q4g-`#*xfJa~G==scoY&w7O}B9M@BQin>
<2jUX-1+IkH>tS&wi=m=t@m_>gOao0&w?W+Cjb1h3wq_)Xr(XEuOPOIzWXa<!>{jcgl_J$hZp_y813vJWcV-@`-eOPHuBryd
bDk(k@M%G^q9p}Z7P1aB)?YoLnTqjYQLA`UNL|r*xY@{PYrw-i5qD~21JrXnke5>RQEnQ$`Uuo)b3~+B}q&$~X%GGpi?rLkI
G{m{2{5tw1n8op;nOabzB;jAHZ2~ik(py7E0fM_v7fD^OEs@DAX>JjFCo-?0G*(HLG>zJ6v#Ug;l*qKoP3P`bC(oeebVjVBW
5zUkrgm{uMJXlvYH*Xr<Sz57*poblmQ(8yZCCE2yL?)Hktdl-wZuWEg_Tns{dx+z_S0P+J<(>B^gWHXtGmW%u6AjsnU1sNbX
@7gE0?smEK>HD?z2a=G|p91F65qOP_C+Idvg!-q1nZE_ZDiXlV@AAo0W+^Q`BvKsi6Me=tgUs<Oi~yOo!UK9wb(cW>PsfNS@
pTA9407rz2{$tA)GXMVjRjb&sA>OGkJk&08cItEnYj%TDC6uBWlPip~TLRPXNc>Pf0<H_5r{@PF&8Ez;`PC~+cto9s#DbY7F
!9?epVt{9uBMNftA$&$vz`H)zZ+BK^FH%F>#b5$YvNUJm-*0>}!5EamVN>DMJk$y_xY$O^D>&W4>ZV;3iVI4OdYD(cOA4>D7
Uh-%SsW($^91X_=V+k5XafvvF!#BY_7D@<iBRwZ)Ljb-QaFMnJXbkP60I-b!%1Ypv;2sL4MUWRraHK_lC>aIk<hYQoLdE`yq
18z0JER?<MWl2jly~;pm8wCsN13vra5fz950q;20QVq@kI-+W>mzbpEYT@SZaBqGWJE9%oc)2KB6>zjM?pRe;6_k+=24zSYK
tik1E5~yrGQc(YC@!_Kjg!pZvs&Wbd97^AU%zgAgxr7gr9ucp7c6|LWz`>NLn6FuL5K&eI!|mbP)NMx_TZ#`7eTxk@7zhN=8
!M<N<yeuWUPo6a%4KO{Fo4@|Q>DP(pj?N8yMRi9Cy37B}2YEB&dwh~BL9+A@!FQs~l7cTQw%?%L_eI@GQn3MqdDR8mD0dIZR
^0N@9?N<@1cM0xEm$y&rI+P!EKMQ+mVPkAJoy#abHkZdZC%C0LHL{FnB{heHh8pxBr`@6}kQ~Sk|c4c}-(w;~5AeGV77Yis<
9@X^-myZmf{yS8ne3Z+=I>&%fl6{uADC;U;*^gwnUo&=yxa7XOYA~PLQ;|gB2$wWO2=#UFiepy+%xjhOI;Yh&Zg-uz-B*pBt
5NrLr`2t&bzcdHqi`XGt?vfcSt?#FiE~!xwT}DRt*0w&`Rdr(W!2lc`Vhx%@tVke)muf^=i(Z$#kDGFr0c*&*UDrDt*v&uS`
lL>ja{zuNYCYT?zg)7lINmEw^dFRrFxpwTT2hpy!H&GzUs=biO%<8FEi+ItF$s9{IyB2r2OV?SHsQSuBJM5VC+!`GA})?9Ng
vKO!eI)T}#zb36u3?9|>=>>$<E{CPV@?w64CJ);q0_V9U5Fs?bVT#GRB^QCX`guF14dH65?y7}p;kb^5JioPVZxkh)7e$oRX
(gVa67gN(m(JV^bk;z3<k@|A8hwOn<b@#`X}Jw;g5e^^|}cvW0U{r_<#x44qJi$DC|iz}(S%&>o4TuJ>WjVq~pj4K&`=eUyk
I`M+vC$6Oax8q92|4Lj*eT}%%wPxRIN0-Fwb8#i{XNxYWyG56be_(V;eI4l<-6Z(ujxwpKjT!$0Q6}}DILf5%7G*O2AyFpvF
GiV+zgv_^{cl8>jQ_PLlbXt)6tE7a)QZy1gZkeucBJl6=YLe}NPSi8$oPlFj?~wT9T|Ve*pd3*h#eXKu-K72vR->exjN#b{$
E6VjQ^#GkNQ7~_!xhqh>zMW;&Z*Y!*3CxX}t=6U$;nun)XA^`p_$uR^TWDt^pIMoTkvWZBW-jIc}zQQ6t53s-c|NQ7b?bxlD
zWKxwO@tEN75{n`X&T~}k`ordt&@gaR1ZBKs;d1|JkL%JK$(^aZK80SLD!};(%f+<6oDQ9K_6oDg8TZbW>KcHx&{QM%l>kx_
eS3>>0=zbJP>u)Y^F0VlI%bV*P(EN(#@;WrXvb>=MzH6(S;d@r|G&Fy5bt4>4Zmyn+=GT@t08DLl1(ZxJZzxCer<FGv$#*MY
s4s7=Me`e`l9I;B<@IQOb6W#Iw$?OEhVNQ}zZ*sL?|%Rrmm?b
"""
