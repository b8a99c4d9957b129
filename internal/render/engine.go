package render

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/dop251/goja"
)

// engine is one JavaScript runtime with the bundle loaded: it renders one page at a time.
type engine struct {
	vm   *goja.Runtime
	fn   goja.Callable
	loop *loop
	// broken marks an engine interrupted mid-render: it is not used again.
	broken bool
}

// newEngine makes a runtime with the globals the bundle needs and runs the bundle in it.
func newEngine(prog *goja.Program, log *slog.Logger) (*engine, error) {
	vm := goja.New()
	vm.SetMaxCallStackSize(maxCallStack)
	e := &engine{vm: vm, loop: &loop{}}
	if err := installGlobals(vm, e.loop, log); err != nil {
		return nil, fmt.Errorf("render: setting up an engine: %w", err)
	}
	if _, err := vm.RunProgram(prog); err != nil {
		return nil, fmt.Errorf("render: loading the server bundle: %w", scriptError(err))
	}
	fn, ok := goja.AssertFunction(vm.Get("gussetRender"))
	if !ok {
		return nil, errors.New("render: the server bundle defines no gussetRender")
	}
	e.fn = fn
	return e, nil
}

// render runs gussetRender for url until its promise settles, ctx ends (the engine is
// interrupted), or it can make no more progress.
func (e *engine) render(ctx context.Context, url string, call Call) (page Page, err error) {
	stop := context.AfterFunc(ctx, func() { e.vm.Interrupt(ErrDeadline) })
	defer func() {
		if !stop() {
			// The interrupt fired (or is firing): this engine is done for.
			e.broken = true
		}
		e.loop.reset()
	}()
	goCall := e.vm.ToValue(func(procedure, request string) []any {
		status, body := call(ctx, procedure, []byte(request))
		return []any{status, string(body)}
	})
	v, err := e.fn(goja.Undefined(), e.vm.ToValue(url), goCall)
	if err != nil {
		return Page{}, e.failed(ctx, err)
	}
	promise, ok := v.Export().(*goja.Promise)
	if !ok {
		return Page{}, errors.New("render: gussetRender returned no promise")
	}
	if err := e.loop.run(e.vm, promise); err != nil {
		return Page{}, e.failed(ctx, err)
	}
	switch promise.State() {
	case goja.PromiseStateFulfilled:
		return decodePage(promise.Result().String())
	case goja.PromiseStateRejected:
		return Page{}, scriptError(rejection(e.vm, promise.Result()))
	default:
		return Page{}, errors.New("render: the page never finished (its promise waits on nothing)")
	}
}

// failed is err as a render error: ErrDeadline once ctx has ended.
func (e *engine) failed(ctx context.Context, err error) error {
	var interrupted *goja.InterruptedError
	if errors.As(err, &interrupted) || ctx.Err() != nil {
		e.broken = true
		return ErrDeadline
	}
	return scriptError(err)
}

// rejection is a rejected promise's reason as an error with its stack.
func rejection(vm *goja.Runtime, reason goja.Value) error {
	if obj, ok := reason.(*goja.Object); ok {
		stack := obj.Get("stack")
		msg := obj.Get("message")
		if msg != nil && !goja.IsUndefined(msg) {
			s := ""
			if stack != nil && !goja.IsUndefined(stack) {
				s = stack.String()
			}
			return &ScriptError{Message: msg.String(), Stack: s}
		}
	}
	return &ScriptError{Message: reason.String()}
}

// scriptError is a goja error as a ScriptError, keeping its JavaScript stack.
func scriptError(err error) error {
	var ex *goja.Exception
	if errors.As(err, &ex) {
		return &ScriptError{Message: ex.Value().String(), Stack: ex.String()}
	}
	var se *ScriptError
	if errors.As(err, &se) {
		return se
	}
	return err
}
