package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"

	"github.com/gusset/gusset/internal/app"
	"github.com/gusset/gusset/internal/auth"
)

func admin(ctx context.Context, cfg config, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 || (args[0] != "create" && args[0] != "passwd") {
		fmt.Fprint(stderr, usage)
		return errors.New("admin: want create or passwd")
	}
	sub := args[0]
	fs := flag.NewFlagSet("admin "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg.flags(fs)
	username := fs.String("username", "", "staff username")
	fromStdin := fs.Bool("password-stdin", false, "read the password from the first line of standard input")
	if err := cfg.parseFlags(fs, args[1:]); err != nil {
		return err
	}
	if strings.TrimSpace(*username) == "" {
		return errors.New("admin: --username is required")
	}
	password, err := readPassword(stdin, stderr, *fromStdin)
	if err != nil {
		return err
	}

	log := cfg.logger(stderr)
	a, err := app.Open(ctx, cfg.App, log)
	if err != nil {
		return err
	}
	defer closeApp(a, log)
	svc := a.Services.Auth
	name := auth.NormalizeUsername(*username)
	if sub == "create" {
		if _, err := svc.CreateUser(ctx, *username, password); err != nil {
			return fmt.Errorf("admin create: %w", err)
		}
		_, err = fmt.Fprintf(stdout, "created staff user %s\n", name)
		return err
	}
	if err := svc.SetPassword(ctx, *username, password); err != nil {
		return fmt.Errorf("admin passwd: %w", err)
	}
	_, err = fmt.Fprintf(stdout, "changed the password of %s and ended their sessions\n", name)
	return err
}

// readPassword reads the first line of stdin, or prompts twice without echo on a terminal.
func readPassword(stdin io.Reader, stderr io.Writer, fromStdin bool) (string, error) {
	if f, ok := stdin.(*os.File); ok && !fromStdin && term.IsTerminal(int(f.Fd())) {
		fmt.Fprint(stderr, "Password: ")
		first, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(stderr)
		if err != nil {
			return "", err
		}
		fmt.Fprint(stderr, "Repeat password: ")
		second, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(stderr)
		if err != nil {
			return "", err
		}
		if string(first) != string(second) {
			return "", errors.New("the passwords differ")
		}
		return string(first), nil
	}
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && !(errors.Is(err, io.EOF) && line != "") {
		return "", errors.New("no password on standard input")
	}
	return strings.TrimRight(line, "\r\n"), nil
}
