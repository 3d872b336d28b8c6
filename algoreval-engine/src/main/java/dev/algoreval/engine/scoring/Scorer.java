package dev.algoreval.engine.scoring;

import dev.algoreval.toolchains.Execution;
import dev.algoreval.toolchains.StepResult;
import java.time.Duration;
import java.util.Optional;

/** Turns what the program did into an outcome (SPEC §4). */
public final class Scorer {
    /** The detail of a program stopped for runaway output (a runtime error the reward ladder pays nothing for). */
    public static final String OUTPUT_LIMIT_DETAIL = "the program's output exceeded its limit and it was stopped";
    /** How a host fault's detail starts, in results and in the reward service's refusals. */
    public static final String HOST_FAULT = "the host failed the program's step twice, not the program: ";
    private static final int TAIL = 2000;

    public Evaluation score(Execution execution, String expected, String code, Duration generation) {
        Duration compileTime = execution.compile().map(StepResult::elapsed).orElse(Duration.ZERO);
        if (execution.hostFault().isPresent()) {
            return Evaluation.withoutProgram(Outcome.HARNESS_ERROR, HOST_FAULT + execution.hostFault().get(),
                    Optional.of(code), generation);
        }
        if (!execution.compiled()) {
            StepResult compile = execution.compile().orElseThrow();
            String why = compile.timedOut() ? "compilation did not finish within its time limit"
                    : compile.outputLimitExceeded() ? "the compiler's output exceeded its limit"
                    : "compilation failed (exit " + compile.exitCode() + ")";
            String diagnostics = compile.stderrTail(TAIL) + compile.stdout();
            return new Evaluation(Outcome.STATIC_FAILURE, false, why + ":\n" + diagnostics.strip(), Optional.of(code),
                    "", compile.stderrTail(TAIL), new Evaluation.Timings(generation, compileTime, Duration.ZERO));
        }
        StepResult run = execution.run().orElseThrow();
        Evaluation.Timings timings = new Evaluation.Timings(generation, compileTime, run.elapsed());
        Outcome outcome;
        String detail;
        if (run.timedOut()) {
            outcome = Outcome.TIMEOUT;
            detail = "the program did not finish within " + seconds(run.elapsed()) + " s";
        } else if (run.outputLimitExceeded()) {
            outcome = Outcome.RUNTIME_ERROR;
            detail = OUTPUT_LIMIT_DETAIL;
        } else if (run.exitCode() != 0) {
            outcome = Outcome.RUNTIME_ERROR;
            detail = (run.exitCode() > 128 ? "the program died of signal " + (run.exitCode() - 128)
                    : "the program exited with status " + run.exitCode())
                    + (run.processLimitReached() ? " after reaching its own limit of processes and threads" : "");
        } else if (OutputComparison.matches(run.stdout(), expected)) {
            outcome = Outcome.PASS;
            detail = "output matches";
        } else {
            outcome = Outcome.WRONG_OUTPUT;
            detail = "output differs from the expected output";
        }
        String stderr = run.stderrTail(TAIL);
        if (outcome == Outcome.RUNTIME_ERROR || outcome == Outcome.TIMEOUT) {
            detail = stderr.isBlank() ? detail : detail + ":\n" + stderr.strip();
        }
        return new Evaluation(outcome, outcome == Outcome.PASS && run.stdout().equals(expected), detail,
                Optional.of(code), run.stdout(), stderr, timings);
    }

    private static String seconds(Duration d) {
        return String.format(java.util.Locale.ROOT, "%.1f", d.toMillis() / 1000.0);
    }
}
