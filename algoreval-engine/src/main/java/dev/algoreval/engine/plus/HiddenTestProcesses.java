package dev.algoreval.engine.plus;

import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.toolchains.Execution;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The hidden tests of one program across as many processes as it takes for each input to be judged
 * on its own: all inputs run in one process; an input that fails by an error (the call raised, or
 * the process died on it) after other inputs ran in the same process runs again, with the inputs
 * after it, as the first input of a fresh process with fresh limits. What one call leaves behind —
 * threads it never joined, children, a leaked heap — then cannot fail the next call, and the same
 * program gets the same result on every run, however fast its leftovers die. An error on the first
 * input of a process is the input's own; a timeout ends the hidden tests as before.
 */
final class HiddenTestProcesses {
    /** Fresh processes after the first: enough for a program that exhausts its limits every few calls. */
    static final int MAX_RESTARTS = 8;

    private final String marker;
    private final Api api;
    private final List<HiddenTest> tests;
    private final UnaryOperator<List<String>> command;
    /** How many executions before the hidden tests' own (the fixed test's run of a shared build). */
    private final int preceding;
    private final List<Integer> starts = new ArrayList<>();

    HiddenTestProcesses(String marker, Api api, List<HiddenTest> tests, UnaryOperator<List<String>> command,
            int preceding) {
        this.marker = marker;
        this.api = api;
        this.tests = List.copyOf(tests);
        this.command = command;
        this.preceding = preceding;
    }

    /** The first process: every hidden input. */
    ProgramRunner.Run first() {
        return from(0);
    }

    /** The next process after {@code done} (this plan's executions, and any before them), or empty when judged. */
    Optional<ProgramRunner.Run> next(List<Execution> done) {
        int ours = done.size() - preceding;
        if (ours == 0) {
            return Optional.of(first());
        }
        if (ours > MAX_RESTARTS) {
            return Optional.empty();
        }
        Segment last = segment(starts.get(ours - 1), done.get(done.size() - 1));
        return last.restartAt().map(this::from);
    }

    /** Each hidden-tests process with the index of the first input it ran, in order. */
    List<Segment> segments(List<Execution> done) {
        List<Segment> segments = new ArrayList<>();
        for (int i = 0; i < starts.size() && preceding + i < done.size(); i++) {
            segments.add(segment(starts.get(i), done.get(preceding + i)));
        }
        return segments;
    }

    /** The input file of a process that starts at hidden input {@code start}. */
    Map<String, String> inputFrom(int start) {
        return Map.of(Driver.INPUT_FILE, PlusInput.encode(marker, api, tests.subList(start, tests.size())));
    }

    private ProgramRunner.Run from(int start) {
        starts.add(start);
        return new ProgramRunner.Run(command, inputFrom(start));
    }

    private Segment segment(int start, Execution execution) {
        Optional<DriverOutput> output = execution.run().filter(run -> execution.hostFault().isEmpty())
                .map(run -> DriverOutput.parse(run.stdout(), marker, tests.size() - start));
        return new Segment(start, execution, output);
    }

    /** One process of the hidden tests: it ran the inputs from {@code start} on. */
    record Segment(int start, Execution execution, Optional<DriverOutput> output) {
        /** Where a fresh process should take over: the first error after this process's first input. */
        Optional<Integer> restartAt() {
            if (output.isEmpty() || output.get().staticProblem().isPresent() || output.get().loadError().isPresent()) {
                return Optional.empty();
            }
            StepResult run = execution.run().orElseThrow();
            List<DriverOutput.InputResult> results = output.get().results();
            for (int i = 1; i < results.size(); i++) {
                DriverOutput.InputResult result = results.get(i);
                if (result instanceof DriverOutput.Raised) {
                    return Optional.of(start + i);
                }
                if (result instanceof DriverOutput.Missing) {
                    boolean crashed = !run.timedOut() && !run.outputLimitExceeded();
                    return crashed ? Optional.of(start + i) : Optional.empty();
                }
            }
            return Optional.empty();
        }

        /** The result of hidden input {@code index} (which this process ran). */
        DriverOutput.InputResult result(int index) {
            return output.orElseThrow().results().get(index - start);
        }
    }
}
