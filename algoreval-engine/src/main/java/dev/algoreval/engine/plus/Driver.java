package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.toolchains.Sources;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * One language's driver: the program that loads the model's code, reads the hidden inputs
 * ({@link PlusInput}), calls the interface for each and writes one marked result line per input
 * ({@link DriverOutput}). It is compiled with the language's normal compile command (C and C++: with
 * the driver's own translation unit beside the model's), so the toolchain, sandbox and limits are
 * the base run's.
 */
public interface Driver {
    /** The file the driver reads its inputs from, beside the program; passed as the first argument. */
    String INPUT_FILE = "plus.in";
    /** Before the input file, for a program that keeps the model's entry point (C, C++): run the hidden tests instead. */
    String HIDDEN_TESTS_FLAG = "--algoreval-hidden-tests";

    /** The program that runs the hidden tests: the model's code and the driver, as source files. */
    Sources program(String modelSource, Api api);

    /**
     * The program of a build that serves the fixed test too ({@link #baseRunCommand}); by default the
     * hidden tests' own.
     */
    default Sources sharedProgram(String modelSource, Api api) {
        return program(modelSource, api);
    }

    /**
     * Whether a JIT compiles the program while it runs, so that its first calls on a new input may still
     * be compiling: the scale probe calls each input more often there ({@code ProbePlan.JIT_REPETITIONS}).
     */
    default boolean compilesWhileRunning() {
        return false;
    }

    /** The run command of the hidden tests, from the toolchain's; by default it only adds the input file. */
    default List<String> runCommand(List<String> toolchainRun) {
        return append(toolchainRun, dev.algoreval.toolchains.Sandbox.APP + "/" + INPUT_FILE);
    }

    /**
     * The run command of the scale probe's timed mode: {@link #runCommand} under {@link #timedEnvironment}.
     */
    default List<String> timedRunCommand(List<String> toolchainRun) {
        List<String> command = new java.util.ArrayList<>(List.of("/usr/bin/env"));
        command.addAll(timedEnvironment());
        command.addAll(runCommand(toolchainRun));
        return List.copyOf(command);
    }

    /** The variables a timed run sets ({@code NAME=value}); by default glibc's allocator pinned. */
    default List<String> timedEnvironment() {
        return List.of(PINNED_ALLOCATOR);
    }

    /**
     * glibc's malloc with fixed thresholds, for timed runs: by default it serves large blocks by mmap,
     * raises that threshold to the size of each such block freed, and returns free memory at the heap's
     * top to the kernel past a threshold it also moves; so whether a call's arrays land in memory the
     * process used before or in fresh pages depended on the sizes freed before it, and fresh memory read
     * up to seven times slower here (C Gabow, dense, n = 200: 160 µs against 32 µs). With the thresholds
     * fixed (the largest mmap threshold glibc takes, nothing returned) a freed block is reused by the
     * next call at every size alike.
     */
    String PINNED_ALLOCATOR = "GLIBC_TUNABLES=glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=4294967296";

    /**
     * How the {@link #sharedProgram} runs the model's own entry point exactly as the model's program
     * alone would (same classes, same exit status), so that one build serves the fixed test and the
     * hidden tests; empty where the program has no entry point to stand in for, or where there is no
     * build to share.
     */
    default Optional<UnaryOperator<List<String>>> baseRunCommand(String modelSource) {
        return Optional.empty();
    }

    /** The flag and the input file after the toolchain's run command: a program entered before its {@code main}. */
    static List<String> hiddenTestsCommand(List<String> toolchainRun) {
        return append(append(toolchainRun, HIDDEN_TESTS_FLAG), dev.algoreval.toolchains.Sandbox.APP + "/" + INPUT_FILE);
    }

    static List<String> append(List<String> command, String argument) {
        List<String> out = new java.util.ArrayList<>(command);
        out.add(argument);
        return List.copyOf(out);
    }
}
