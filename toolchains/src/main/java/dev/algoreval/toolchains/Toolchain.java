package dev.algoreval.toolchains;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * How to build and run a single-file program in one language on this host, resolved to absolute
 * paths. {@code compile} is run in {@link Sandbox#APP} with the source there (empty when the
 * language has no check step); {@code run} is run from the tmpfs working directory and refers to
 * the program under {@link Sandbox#APP}. {@code addressSpaceLimited} says whether the run step
 * tolerates RLIMIT_AS ({@link Limits#addressSpaceBytes()}): true for C, C++, Rust and Python,
 * false for Go, Java and Node, whose runtimes reserve large address ranges even for hello world.
 * {@code checkingRun} (Python and JavaScript; empty elsewhere) does what {@code compile} and then
 * {@code run} do, in one process: see {@link SyntaxCheckingRun}. {@code libraries} (Rust) builds a
 * program's companion sources as libraries of their own; elsewhere they join the compile command.
 */
public record Toolchain(String language, String sourceFileName, List<String> compile, List<String> run,
        Set<Path> readOnlyRoots, Map<String, String> environment, String version, boolean addressSpaceLimited,
        List<String> checkingRun, Optional<LibraryBuild> libraries) {
    public Toolchain {
        compile = List.copyOf(compile);
        run = List.copyOf(run);
        readOnlyRoots = Set.copyOf(readOnlyRoots);
        environment = Map.copyOf(environment);
        checkingRun = List.copyOf(checkingRun);
    }

    /** A toolchain whose companion sources join the compile command. */
    public Toolchain(String language, String sourceFileName, List<String> compile, List<String> run,
            Set<Path> readOnlyRoots, Map<String, String> environment, String version, boolean addressSpaceLimited,
            List<String> checkingRun) {
        this(language, sourceFileName, compile, run, readOnlyRoots, environment, version, addressSpaceLimited,
                checkingRun, Optional.empty());
    }

    /** The same toolchain, compiling with {@code command}. */
    Toolchain withCompile(List<String> command) {
        return new Toolchain(language, sourceFileName, command, run, readOnlyRoots, environment, version,
                addressSpaceLimited, checkingRun, libraries);
    }

    /** A toolchain without a checking run. */
    public Toolchain(String language, String sourceFileName, List<String> compile, List<String> run,
            Set<Path> readOnlyRoots, Map<String, String> environment, String version, boolean addressSpaceLimited) {
        this(language, sourceFileName, compile, run, readOnlyRoots, environment, version, addressSpaceLimited, List.of());
    }
}
