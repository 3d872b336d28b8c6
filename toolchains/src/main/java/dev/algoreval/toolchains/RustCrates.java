package dev.algoreval.toolchains;

import java.util.ArrayList;
import java.util.List;

/**
 * A Rust companion {@code name.rs} is the crate {@code name}, compiled with the program's own flags
 * to {@code libname.rlib} and given to the program's compile as {@code --extern name=libname.rlib};
 * the program reaches it by that name ({@code use name::...}).
 */
record RustCrates(String rustc, List<String> flags) implements LibraryBuild {
    RustCrates {
        flags = List.copyOf(flags);
    }

    @Override
    public List<String> command(String companion) {
        List<String> command = new ArrayList<>(List.of(rustc));
        command.addAll(flags);
        command.addAll(List.of("--crate-type", "rlib", "--crate-name", crate(companion), "-o", artifact(companion),
                companion));
        return command;
    }

    @Override
    public String artifact(String companion) {
        return "lib" + crate(companion) + ".rlib";
    }

    @Override
    public List<String> linkArguments(String companion) {
        return List.of("--extern", crate(companion) + "=" + artifact(companion));
    }

    private static String crate(String companion) {
        if (!companion.endsWith(".rs") || !companion.substring(0, companion.length() - 3).matches("[a-z_][a-z0-9_]*")) {
            throw new IllegalArgumentException("a Rust companion is a crate's source, name.rs with a crate's name: "
                    + companion);
        }
        return companion.substring(0, companion.length() - 3);
    }
}
