package main

import (
	"os"
	"path/filepath"
	"testing"
)

func TestSiteSettingsSeedConfig(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "site.json")
	if err := os.WriteFile(file, []byte(`{"company": "Acme Steel", "emails": {"sales": "file@acme.example", "hr": "hr@acme.example"}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	misspelt := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(misspelt, []byte(`{"compnay": "Acme"}`), 0o600); err != nil {
		t.Fatal(err)
	}

	t.Run("MAIL_SALES and MAIL_HR win over the settings file, which wins over the defaults", func(t *testing.T) {
		cfg, err := loadConfig(env(map[string]string{"SITE_SETTINGS_FILE": file, "MAIL_SALES": "bids@acme.example"}))
		if err != nil {
			t.Fatal(err)
		}
		seed := cfg.App.SiteSeed
		if seed.Company != "Acme Steel" || seed.Emails.Sales != "bids@acme.example" || seed.Emails.HR != "hr@acme.example" {
			t.Errorf("seed company %q, sales %q, hr %q; want the file's name and careers address with MAIL_SALES", seed.Company, seed.Emails.Sales, seed.Emails.HR)
		}
		if len(seed.Phones) == 0 {
			t.Error("the seed lost the defaults' phones the file does not name")
		}
		if cfg.App.Mail.Company != "Acme Steel" || cfg.App.Mail.Sales != "bids@acme.example" {
			t.Errorf("mail company %q, sales %q; want the seed's", cfg.App.Mail.Company, cfg.App.Mail.Sales)
		}
	})
	for name, path := range map[string]string{"a settings file that is not there": filepath.Join(dir, "missing.json"), "a settings file with a misspelt field": misspelt} {
		t.Run(name+" is refused", func(t *testing.T) {
			if _, err := loadConfig(env(map[string]string{"SITE_SETTINGS_FILE": path})); err == nil {
				t.Errorf("loadConfig with %s = nil error, want one", path)
			}
		})
	}
}
