package dev.algoreval.toolchains;

import java.util.Locale;

/** Where generated code runs: bubblewrap (the default) or none, which must be asked for explicitly. */
public enum SandboxMode {
    BWRAP, NONE;

    public static SandboxMode parse(String value) {
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("must be 'bwrap' or 'none', not '" + value + "'");
        }
    }
}
