package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * One language's driver: the program that loads the model's code with its entry point disabled,
 * reads the hidden inputs ({@link PlusInput}), calls the interface for each and writes one marked
 * result line per input ({@link DriverOutput}). Everything is one source file, compiled with the
 * language's normal compile command, so the toolchain, sandbox and limits are the base run's.
 */
public interface Driver {
    /** The file the driver reads its inputs from, beside the program; passed as the first argument. */
    String INPUT_FILE = "plus.in";

    /** The one source file holding the model's program, with its own entry point disabled, and the driver. */
    String combine(String modelSource, Api api);

    /** The run command for the combined program, from the toolchain's; by default it only adds the input file. */
    default List<String> runCommand(List<String> toolchainRun) {
        return append(toolchainRun, dev.algoreval.toolchains.Sandbox.APP + "/" + INPUT_FILE);
    }

    /** The run command of the scale probe's timed mode; by default the same as {@link #runCommand}. */
    default List<String> timedRunCommand(List<String> toolchainRun) {
        return runCommand(toolchainRun);
    }

    /**
     * How the combined program runs the model's own entry point exactly as the model's program alone
     * would (same classes, same exit status), so that one build serves the fixed test and the hidden
     * tests; empty where renaming the entry point changes its meaning (C and C++: a renamed
     * {@code main} loses its implicit {@code return 0}), where the program has no entry point to stand
     * in for, or where there is no build to share.
     */
    default Optional<UnaryOperator<List<String>>> baseRunCommand(String modelSource) {
        return Optional.empty();
    }

    static List<String> append(List<String> command, String argument) {
        List<String> out = new java.util.ArrayList<>(command);
        out.add(argument);
        return List.copyOf(out);
    }
}
