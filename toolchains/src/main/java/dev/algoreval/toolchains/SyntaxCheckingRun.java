package dev.algoreval.toolchains;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Python and JavaScript in one sandboxed process instead of a check step and a run step: a launcher
 * (launch.py, launch.js) checks the syntax exactly as the check step did and, only when it passes,
 * writes {@link #MARKER} as the very first bytes of stderr and then runs the program as the plain
 * run command would. Whether the syntax check passed is read from that position alone: the marker
 * is written before any of the program's code runs, so a program can neither remove it (its
 * runtime error stays a runtime error) nor put it first (it never runs when the check fails, and a
 * failed check writes a diagnostic that starts otherwise), whatever it prints or whatever status it
 * exits with. No secret is needed, so nothing can leak.
 */
final class SyntaxCheckingRun {
    static final String MARKER = "[algoreval] syntax ok in ";
    private static final String MARKER_END = " ns\n";

    private SyntaxCheckingRun() {
    }

    /** {@code python3 -I -B /app/main.py}'s equivalent through the launcher. */
    static List<String> python(String executable) {
        return List.of(executable, "-I", "-B", "-c", launcher("launch.py"), Sandbox.APP + "/main.py");
    }

    /** {@code node --max-old-space-size=256 /app/main.js}'s equivalent through the launcher. */
    static List<String> node(String executable) {
        return List.of(executable, "--max-old-space-size=256", "-e", launcher("launch.js"), Sandbox.APP + "/main.js");
    }

    /**
     * Prints node's version, then on a second line whether it has the compile function the launcher
     * checks with (node's own, reached through a deprecated accessor: a node without it keeps the
     * separate check step rather than misclassifying every program).
     */
    static List<String> nodeProbe(String executable) {
        return List.of(executable, "-e", "let ok = false; try { const c = process.binding('contextify');"
                + " ok = typeof c.compileFunctionForCJSLoader('1', 'probe.js', false, true).function === 'function';"
                + " } catch (e) { } console.log(process.version); console.log(ok ? 'checks' : 'no');");
    }

    /**
     * The check and the run that one launcher step was. When its stderr does not start with the
     * marker, the check failed (or never finished) and there is no run; except for a later run of a
     * source whose check already passed, where only the run can have failed.
     */
    static Execution split(StepResult step, boolean checkPassedBefore) {
        Optional<Long> checkNanos = checkNanos(step.stderr());
        if (checkNanos.isEmpty()) {
            if (checkPassedBefore) {
                return new Execution(Optional.of(passed(Duration.ZERO)), Optional.of(step));
            }
            // A launcher that ended without a word still failed its check: never a successful compile.
            int exitCode = step.exitCode() == 0 ? 1 : step.exitCode();
            return new Execution(Optional.of(new StepResult(exitCode, step.timedOut(), step.outputLimitExceeded(),
                    step.stdout(), step.stderr(), step.elapsed())), Optional.empty());
        }
        Duration check = Duration.ofNanos(Math.min(checkNanos.get(), step.elapsed().toNanos()));
        String stderr = step.stderr().substring(step.stderr().indexOf('\n') + 1);
        StepResult run = new StepResult(step.exitCode(), step.timedOut(), step.outputLimitExceeded(), step.stdout(),
                stderr, step.elapsed().minus(check), step.processLimitReached(), step.hostFault());
        return new Execution(Optional.of(passed(check)), Optional.of(run));
    }

    /**
     * Whether a step without the marker ended as the launcher ends a failed check (its diagnostic, status
     * 1), rather than being stopped before it could say (its time limit, a signal, a limit of the sandbox).
     */
    static boolean endedWithItsVerdict(StepResult step) {
        return step.exitCode() == 1 && !step.timedOut() && !step.outputLimitExceeded() && !step.processLimitReached();
    }

    private static StepResult passed(Duration check) {
        return new StepResult(0, false, false, "", "", check);
    }

    /** The check's duration from the marker line, or empty when stderr does not start with the marker. */
    private static Optional<Long> checkNanos(String stderr) {
        int end = stderr.indexOf(MARKER_END);
        if (!stderr.startsWith(MARKER) || end < MARKER.length()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Long.parseLong(stderr.substring(MARKER.length(), end)));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static String launcher(String name) {
        try (InputStream in = SyntaxCheckingRun.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("the launcher " + name + " is missing from the toolchains jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
