package render

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/dop251/goja"
)

// installGlobals gives vm what a browser has and the bundle uses beyond the language:
// timers (on the engine's loop), console (to the log), performance.now, UTF-8 text
// encoding, Intl's formats and URL (parsed by Go: url.go). URLSearchParams and the fetch
// classes come with the bundle (webapp/src/server/globals.ts): it is built for this engine.
func installGlobals(vm *goja.Runtime, l *loop, log *slog.Logger) error {
	g := vm.GlobalObject()
	set := func(name string, v any) error { return g.Set(name, v) }
	timer := func(repeat bool) func(goja.FunctionCall) goja.Value {
		return func(c goja.FunctionCall) goja.Value {
			fn, ok := goja.AssertFunction(c.Argument(0))
			if !ok {
				panic(vm.NewTypeError("the callback is not a function"))
			}
			var args []goja.Value
			if len(c.Arguments) > 2 {
				args = append(args, c.Arguments[2:]...)
			}
			return vm.ToValue(l.add(fn, c.Argument(1).ToFloat(), args, repeat))
		}
	}
	immediate := func(c goja.FunctionCall) goja.Value {
		fn, ok := goja.AssertFunction(c.Argument(0))
		if !ok {
			panic(vm.NewTypeError("the callback is not a function"))
		}
		return vm.ToValue(l.add(fn, 0, c.Arguments[1:], false))
	}
	clear := func(c goja.FunctionCall) goja.Value {
		l.clear(c.Argument(0).ToInteger())
		return goja.Undefined()
	}
	start := time.Now()
	for name, v := range map[string]any{
		"setTimeout":     timer(false),
		"setInterval":    timer(true),
		"setImmediate":   immediate,
		"clearTimeout":   clear,
		"clearInterval":  clear,
		"clearImmediate": clear,
		"self":           g,
		"window":         goja.Undefined(),
		"__url": func(c goja.FunctionCall) goja.Value {
			var base *string
			if b := c.Argument(1); !goja.IsUndefined(b) && !goja.IsNull(b) {
				s := b.String()
				base = &s
			}
			parts, err := parseURL(c.Argument(0).String(), base)
			if err != nil {
				panic(vm.NewTypeError("Invalid URL: " + c.Argument(0).String()))
			}
			return vm.ToValue(parts)
		},
		"__utf8Encode": func(s string) goja.ArrayBuffer {
			return vm.NewArrayBuffer([]byte(s))
		},
		"__formatDate": func(ms float64, options, locale string) string {
			var o dateOptions
			if err := json.Unmarshal([]byte(options), &o); err != nil {
				panic(vm.NewTypeError(err.Error()))
			}
			format := formatDate
			if locale == "fr-CA" {
				format = formatDateFr
			}
			s, err := format(ms, o)
			if err != nil {
				panic(vm.NewGoError(err))
			}
			return s
		},
		"__formatNumber": func(n float64, locale, options string) string {
			var o numberOptions
			if err := json.Unmarshal([]byte(options), &o); err != nil {
				panic(vm.NewTypeError(err.Error()))
			}
			s, err := formatNumber(n, locale, o)
			if err != nil {
				panic(vm.NewGoError(err))
			}
			return s
		},
		"__plural": pluralCategory,
		"__utf8Decode": func(b []byte) string {
			if utf8.Valid(b) {
				return string(b)
			}
			return strings.ToValidUTF8(string(b), "\uFFFD")
		},
	} {
		if err := set(name, v); err != nil {
			return err
		}
	}
	perf := vm.NewObject()
	if err := perf.Set("now", func() float64 { return float64(time.Since(start).Microseconds()) / 1000 }); err != nil {
		return err
	}
	if err := set("performance", perf); err != nil {
		return err
	}
	console := vm.NewObject()
	logAt := func(level slog.Level) func(goja.FunctionCall) goja.Value {
		return func(c goja.FunctionCall) goja.Value {
			parts := make([]string, len(c.Arguments))
			for i, a := range c.Arguments {
				parts[i] = fmt.Sprint(a)
			}
			log.Log(context.Background(), level, "render: console", "message", strings.Join(parts, " "))
			return goja.Undefined()
		}
	}
	for name, level := range map[string]slog.Level{"log": slog.LevelDebug, "info": slog.LevelDebug, "debug": slog.LevelDebug, "warn": slog.LevelWarn, "error": slog.LevelWarn} {
		if err := console.Set(name, logAt(level)); err != nil {
			return err
		}
	}
	if err := set("console", console); err != nil {
		return err
	}
	_, err := vm.RunString(prelude)
	return err
}

// prelude defines, in the engine's own language, what is best written there.
const prelude = `
globalThis.queueMicrotask = (fn) => { Promise.resolve().then(fn); };
globalThis.MessageChannel = class MessageChannel {
  constructor() {
    const port = () => ({ onmessage: null, postMessage: undefined, close() {}, start() {} });
    this.port1 = port();
    this.port2 = port();
    const post = (to) => (data) => { setTimeout(() => { if (to.onmessage) to.onmessage({ data }); }, 0); };
    this.port1.postMessage = post(this.port2);
    this.port2.postMessage = post(this.port1);
  }
};
// Intl, as far as the pages use it, in the engine's two languages: en-US (intl.go) and
// fr-CA (intl_frca.go); numbers and plurals in intl_number.go. Any other locale is en-US.
{
  const localeOf = (locales) => {
    const tag = String((Array.isArray(locales) ? locales[0] : locales) ?? '');
    return /^fr-CA$/i.test(tag) ? 'fr-CA' : 'en-US';
  };
  const supportedLocalesOf = (locales) => [].concat(locales ?? []).filter((l) => /^(en|en-US|fr-CA)$/i.test(String(l)));
  globalThis.Intl = {
    DateTimeFormat: class DateTimeFormat {
      constructor(locales, options = {}) {
        this.locale = localeOf(locales);
        this.options = { ...options };
        this.json = JSON.stringify(this.options);
        this.format(0); // an option the engine cannot write fails here, as a bad one does in a browser
      }
      format(date) { return __formatDate(typeof date === 'number' ? date : (date ?? new Date()).getTime(), this.json, this.locale); }
      resolvedOptions() { return { locale: this.locale, calendar: 'gregory', numberingSystem: 'latn', timeZone: this.options.timeZone ?? 'UTC', ...this.options }; }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    },
    NumberFormat: class NumberFormat {
      constructor(locales, options = {}) {
        this.locale = localeOf(locales);
        this.options = { ...options };
        this.json = JSON.stringify(this.options);
        this.format(0);
      }
      format(n) { return __formatNumber(Number(n), this.locale, this.json); }
      resolvedOptions() { return { locale: this.locale, numberingSystem: 'latn', style: 'decimal', ...this.options }; }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    },
    PluralRules: class PluralRules {
      constructor(locales, options = {}) {
        this.locale = localeOf(locales);
        this.type = options.type ?? 'cardinal';
      }
      select(n) { return __plural(Number(n), this.locale, this.type); }
      resolvedOptions() { return { locale: this.locale, type: this.type }; }
      static supportedLocalesOf(locales) { return supportedLocalesOf(locales); }
    },
  };
}
// A number's toLocaleString is Intl's, as in a browser (the engine's own ignores locales).
Number.prototype.toLocaleString = function toLocaleString(locales, options) { return new Intl.NumberFormat(locales, options).format(this); };
// URL's parts come from Go (__url, url.go); searchParams, once read, is what search and
// href show, as a browser's URL keeps the two in step.
globalThis.URL = class URL {
  constructor(input, base) {
    [this.protocol, this.username, this.password, this.hostname, this.port, this.pathname, this._search, this.hash] = __url(String(input), base === undefined ? undefined : String(base));
  }
  get host() { return this.port ? this.hostname + ':' + this.port : this.hostname; }
  get origin() { return this.protocol + '//' + this.host; }
  get search() {
    if (!this._params) return this._search;
    const s = this._params.toString();
    return s ? '?' + s : '';
  }
  set search(s) { this._params = undefined; this._search = s && !String(s).startsWith('?') ? '?' + s : String(s); }
  get searchParams() { return (this._params ??= new URLSearchParams(this._search)); }
  get href() {
    const auth = this.username ? this.username + (this.password ? ':' + this.password : '') + '@' : '';
    return this.protocol + '//' + auth + this.host + this.pathname + this.search + this.hash;
  }
  toString() { return this.href; }
  toJSON() { return this.href; }
  static canParse(input, base) { try { new URL(input, base); return true; } catch { return false; } }
};
globalThis.TextEncoder = class TextEncoder {
  get encoding() { return 'utf-8'; }
  encode(s = '') { return new Uint8Array(__utf8Encode(String(s))); }
  encodeInto(s, dest) { const b = this.encode(s); dest.set(b.subarray(0, dest.length)); return { read: s.length, written: Math.min(b.length, dest.length) }; }
};
globalThis.TextDecoder = class TextDecoder {
  get encoding() { return 'utf-8'; }
  decode(b) { return b === undefined ? '' : __utf8Decode(b instanceof ArrayBuffer ? b : b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)); }
};
`
