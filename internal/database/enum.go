package database

import "strings"

// Tables store a proto enum as the text of its name without the enum's prefix
// (PROJECT_TYPE_OTHER is stored as OTHER), so a stored value reads the same in SQL and
// survives renumbering.

// EnumText is the stored text of the enum value v whose names start with prefix.
func EnumText[E interface {
	~int32
	String() string
}](v E, prefix string) string {
	return strings.TrimPrefix(v.String(), prefix)
}

// EnumValue is the enum value of stored text, from the enum's generated name-to-number
// map; text no value has is 0 (UNSPECIFIED).
func EnumValue[E ~int32](values map[string]int32, prefix, text string) E {
	return E(values[prefix+text])
}
