package dev.algoreval.toolchains;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The source files of one program: the text of the toolchain's source file and companion sources
 * compiled with it in the same command (C and C++: more translation units, linked into one program)
 * or, where the toolchain builds libraries ({@link Toolchain#libraries()}, Rust's crates), before it,
 * by file name. A companion is written beside the source before the compile and is part of the
 * compile cache's key; the model's own programs have none.
 */
public record Sources(String main, Map<String, String> companions) {
    public Sources {
        companions = Map.copyOf(companions);
        if (companions.keySet().stream().anyMatch(name -> name.contains("/") || name.startsWith("."))) {
            throw new IllegalArgumentException("a companion is a plain file name beside the source: " + companions.keySet());
        }
    }

    /** A single-file program. */
    public static Sources of(String main) {
        return new Sources(main, Map.of());
    }

    /**
     * The toolchain's compile command with the companions' names, in name order, right after the
     * source's (so that libraries such as {@code -lm} still come after every source); or, for libraries
     * built beforehand, with the arguments that link them.
     */
    List<String> compileCommand(Toolchain toolchain) {
        List<String> command = new ArrayList<>(toolchain.compile());
        if (companions.isEmpty()) {
            return command;
        }
        if (toolchain.libraries().isPresent()) {
            new TreeMap<>(companions).keySet().forEach(name -> command.addAll(toolchain.libraries().get().linkArguments(name)));
            return command;
        }
        int source = command.lastIndexOf(toolchain.sourceFileName());
        if (source < 0) {
            throw new IllegalArgumentException(toolchain.language() + "'s compile command names no source file to add companions to");
        }
        command.addAll(source + 1, new TreeMap<>(companions).keySet());
        return command;
    }
}
