import { describe, expect, it } from 'vitest';
import { sanitiseHtml, sanitiseLocalisedHtml } from './sanitise-html.ts';

/*
 * Vectors of the OWASP XSS filter evasion cheat sheet and the usual suspects: none may leave a script, an event
 * handler, a javascript: or data: address, a style, or a frame in the HTML the site is served.
 */
const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=//xss.example/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=https://evil.example/></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<STYLE>@import'https://xss.example/xss.css';</STYLE>",
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</p>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<div id="x" class="modal" data-x="1" onclick="alert(1)">x</div>',
  '<a href="https://ok.example" onclick="alert(1)" style="color:red">ok</a>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<xmp><script>alert(1)</script></xmp>',
];

/** What must not survive: executable markup, handlers, dangerous schemes, styles, frames. */
const FORBIDDEN = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<frame/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /<body/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /\sstyle\s*=/i,
  /\sclass\s*=/i,
  /\sbackground\s*=/i,
  /\ssrcdoc\s*=/i,
  /href="\/\//i,
];

describe('the operator HTML sanitiser', () => {
  it.each(VECTORS)('leaves nothing dangerous of %s', (vector) => {
    const clean = sanitiseHtml(vector);
    for (const pattern of FORBIDDEN) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
    // Sanitising again changes nothing: what is stored is what is served.
    expect(sanitiseHtml(clean)).toBe(clean);
  });

  it('keeps the formatting operators use: headings, lists, tables, links and pictures of the media store', () => {
    const html =
      '<h2>Weekly reload</h2><p>Get <strong>50%</strong> up to <em>₹5,000</em>.</p><ul><li>One</li></ul>' +
      '<table><tr><td colspan="2">x</td></tr></table><a href="/discount">Promotions</a> <a href="faq/3">Limits</a>' +
      '<img src="/media/12" alt="Cover">';
    const clean = sanitiseHtml(html);
    expect(clean).toContain('<h2>Weekly reload</h2>');
    expect(clean).toContain('<strong>50%</strong>');
    expect(clean).toContain('<td colspan="2">x</td>');
    expect(clean).toContain('<a href="/discount">Promotions</a>');
    expect(clean).toContain('<a href="faq/3">Limits</a>');
    expect(clean).toContain('<img src="/media/12" alt="Cover" loading="lazy" />');
  });

  it('makes links leaving the site unable to reach back, and drops pictures from elsewhere than https or the store', () => {
    expect(sanitiseHtml('<a href="https://help.example" target="_blank">Help</a>')).toBe(
      '<a href="https://help.example" target="_blank" rel="noopener noreferrer">Help</a>',
    );
    expect(sanitiseHtml('<a href="https://help.example" rel="opener">Help</a>')).toBe(
      '<a href="https://help.example" rel="noopener noreferrer">Help</a>',
    );
    expect(sanitiseHtml('<p><img src="http://plain.example/a.png">x</p>')).toBe('<p>x</p>');
    expect(sanitiseHtml('<p><img src="/media/1/../../api">x</p>')).toBe('<p>x</p>');
  });

  it('sanitises each language and drops the ones left empty', () => {
    expect(sanitiseLocalisedHtml({ en_US: '<p onclick="x()">Hi</p>', th_TH: '<script>x</script>' })).toEqual({
      en_US: '<p>Hi</p>',
    });
  });
});
