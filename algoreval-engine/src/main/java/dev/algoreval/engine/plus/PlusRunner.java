package dev.algoreval.engine.plus;

import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.Comparison;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.HiddenTests;
import dev.algoreval.dataset.plus.Interfaces;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.dataset.plus.ResultComparer;
import dev.algoreval.dataset.plus.SignatureRenderer;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import dev.algoreval.engine.scoring.Scorer;
import dev.algoreval.toolchains.Execution;
import dev.algoreval.toolchains.ProgramRunner;
import dev.algoreval.toolchains.StepResult;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Runs a program's hidden tests: the model's code and the language's driver compiled as one program,
 * all inputs in one sandboxed process with the base run's limits, and each result compared by the
 * variant's declared comparison. Thread-safe.
 */
public final class PlusRunner {
    private static final int TAIL = 1500;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Interfaces interfaces;
    private final ProgramRunner runner;

    public PlusRunner(Interfaces interfaces, ProgramRunner runner) {
        this.interfaces = interfaces;
        this.runner = runner;
    }

    /** Whether the instance has an interface, hidden tests and a driver for its language. */
    public boolean covers(Instance instance) {
        return PlusCoverage.of(interfaces).covers(instance);
    }

    /** The sentences of the variant's input contract, as the plus prompt states them (empty without one). */
    public java.util.List<String> contract(Instance instance) {
        return interfaces.contract(instance.algorithm().id(), instance.variant().representation()).sentences();
    }

    /** The exact declaration the plus prompt shows and a signature failure names. */
    public Optional<String> signature(Instance instance) {
        return interfaces.of(instance).map(api -> SignatureRenderer.forLanguage(instance.language()).render(api).text());
    }

    public PlusResult run(Instance instance, String modelSource) {
        return run(instance, modelSource, HiddenTests.of(instance.algorithm().id(), instance.representation())
                .orElseThrow(() -> new IllegalArgumentException(instance.id() + " has no hidden tests")));
    }

    /** Runs {@code tests} instead of the variant's own hidden tests (drivers' own tests use small ones). */
    public PlusResult run(Instance instance, String modelSource, List<HiddenTest> tests) {
        return run(instance.language(), api(instance), comparison(instance), modelSource, tests);
    }

    /**
     * Runs {@code tests} against a hand-made interface in the instance's language, compared exactly:
     * drivers' own tests of interface shapes that no algorithm's interface has yet.
     */
    public PlusResult run(Instance instance, Api api, String modelSource, List<HiddenTest> tests) {
        return run(instance.language(), api, Comparison.EXACT, modelSource, tests);
    }

    /** Runs {@code tests} on an interface no variant has (drivers' own tests of a shape, e.g. an in-place sort). */
    public PlusResult run(Language language, Api api, Comparison comparison, String modelSource, List<HiddenTest> tests) {
        Driver driver = Drivers.forLanguage(language);
        HiddenTestProcesses processes = new HiddenTestProcesses(marker(), api, tests, driver::runCommand, 0);
        List<Execution> executions = runner.executeWhile(language.id(), driver.program(modelSource, api), processes::next);
        return judge(signature(language, api), api, comparison, tests, processes, executions);
    }

    /**
     * The fixed test's run and the hidden tests' result from one build, where the language's driver
     * can run the model's own entry point unchanged ({@link Driver#baseRunCommand}). Empty when it
     * cannot, or when the combined program does not compile (the caller then builds the model's
     * program alone for the fixed test; the hidden tests' static failure comes with it).
     */
    public SharedBuild runSharingBuild(Instance instance, String modelSource) {
        List<HiddenTest> tests = HiddenTests.of(instance.algorithm().id(), instance.representation())
                .orElseThrow(() -> new IllegalArgumentException(instance.id() + " has no hidden tests"));
        Driver driver = Drivers.forLanguage(instance.language());
        Optional<UnaryOperator<List<String>>> baseRun = driver.baseRunCommand(modelSource);
        if (baseRun.isEmpty()) {
            return new SharedBuild(Optional.empty(), Optional.empty());
        }
        Api api = api(instance);
        HiddenTestProcesses processes = new HiddenTestProcesses(marker(), api, tests, driver::runCommand, 1);
        // The fixed test first, with the hidden tests' input beside it (its entry point never reads it).
        List<Execution> runs = runner.executeWhile(instance.language().id(), driver.sharedProgram(modelSource, api),
                done -> done.isEmpty() ? Optional.of(new ProgramRunner.Run(baseRun.get(), processes.inputFrom(0)))
                        : processes.next(done));
        if (runs.size() < 2) {
            return new SharedBuild(Optional.empty(), Optional.of(judge(signature(instance.language(), api), api,
                    comparison(instance), tests, processes, runs)));
        }
        PlusResult hidden = judge(signature(instance.language(), api), api, comparison(instance), tests, processes, runs);
        // The build is the fixed test's: its time is not counted twice.
        return new SharedBuild(Optional.of(runs.get(0)), Optional.of(new PlusResult(hidden.outcome(), hidden.detail(),
                hidden.passed(), hidden.total(), hidden.firstFailure(), Duration.ZERO, hidden.run())));
    }

    /** What {@link #runSharingBuild} produced: the fixed test's execution and the hidden tests' result, when there are. */
    public record SharedBuild(Optional<Execution> base, Optional<PlusResult> plus) {
    }

    private Api api(Instance instance) {
        return interfaces.of(instance).orElseThrow(() -> new IllegalArgumentException(instance.id() + " has no interface"));
    }

    private static String marker() {
        byte[] bytes = new byte[8];
        RANDOM.nextBytes(bytes);
        return "AR" + HexFormat.of().formatHex(bytes);
    }

    private Comparison comparison(Instance instance) {
        return interfaces.comparison(instance.algorithm().id(), instance.representation());
    }

    private static String signature(Language language, Api api) {
        return SignatureRenderer.forLanguage(language).render(api).text();
    }

    private PlusResult judge(String signature, Api api, Comparison comparison, List<HiddenTest> tests,
            HiddenTestProcesses processes, List<Execution> executions) {
        Execution execution = executions.get(executions.size() - 1);
        Optional<String> hostFault = executions.stream().flatMap(e -> e.hostFault().stream()).findFirst();
        Duration compile = execution.compile().map(StepResult::elapsed).orElse(Duration.ZERO);
        String expectedSignature = "\nexpected:\n" + signature;
        if (hostFault.isPresent()) {
            return new PlusResult(Outcome.HARNESS_ERROR, Scorer.HOST_FAULT + hostFault.get(), 0,
                    tests.size(), Optional.empty(), compile, Duration.ZERO);
        }
        if (!execution.compiled()) {
            StepResult step = execution.compile().orElseThrow();
            String why = step.timedOut() ? "compiling with the driver did not finish in time"
                    : "the program does not compile with the driver, so it does not provide the interface";
            return new PlusResult(Outcome.STATIC_FAILURE, why + ":\n" + (step.stderrTail(TAIL) + step.stdout()).strip()
                    + expectedSignature, 0, tests.size(), Optional.empty(), compile, Duration.ZERO);
        }
        List<HiddenTestProcesses.Segment> segments = processes.segments(executions);
        HiddenTestProcesses.Segment first = segments.get(0);
        StepResult firstRun = first.execution().run().orElseThrow();
        DriverOutput output = first.output().orElseThrow();
        Duration run = segments.stream().map(s -> s.execution().run().orElseThrow().elapsed())
                .reduce(Duration.ZERO, Duration::plus);
        if (output.staticProblem().isPresent()) {
            return new PlusResult(Outcome.STATIC_FAILURE, "the program does not provide the interface: "
                    + output.staticProblem().get() + expectedSignature, 0, tests.size(), Optional.empty(), compile,
                    firstRun.elapsed());
        }
        if (output.loadError().isPresent()) {
            return new PlusResult(Outcome.RUNTIME_ERROR, "the program failed while loading, before the first hidden "
                    + "test: " + output.loadError().get(), 0, tests.size(), Optional.empty(), compile, firstRun.elapsed());
        }
        int passed = 0;
        Optional<PlusResult> firstFailure = Optional.empty();
        for (int i = 0; i < tests.size(); i++) {
            HiddenTestProcesses.Segment segment = segmentOf(segments, i);
            // A later process that could not even load judges its inputs as not run (died before them).
            DriverOutput.InputResult result = segment.output().filter(o -> o.staticProblem().isEmpty()
                    && o.loadError().isEmpty()).isPresent() ? segment.result(i) : new DriverOutput.Missing();
            Optional<PlusResult> failure = judge(api, comparison, tests.get(i), i, result,
                    segment.execution().run().orElseThrow(), tests.size(), compile);
            if (failure.isEmpty()) {
                passed++;
            } else if (firstFailure.isEmpty()) {
                firstFailure = failure;
            }
        }
        String processesNote = segments.size() == 1 ? "" : " (in " + segments.size()
                + " processes: an input that failed after others in one process ran again as a fresh process's first)";
        if (firstFailure.isEmpty()) {
            return new PlusResult(Outcome.PASS, "all " + tests.size() + " hidden tests pass" + processesNote, passed,
                    tests.size(), Optional.empty(), compile, run);
        }
        PlusResult f = firstFailure.get();
        return new PlusResult(f.outcome(), passed + " of " + tests.size() + " hidden tests pass" + processesNote
                + "; first failure: " + f.detail(), passed, tests.size(), f.firstFailure(), compile, run);
    }

    /** The last process that ran hidden input {@code index}: its verdict is the input's. */
    private static HiddenTestProcesses.Segment segmentOf(List<HiddenTestProcesses.Segment> segments, int index) {
        HiddenTestProcesses.Segment found = segments.get(0);
        for (HiddenTestProcesses.Segment segment : segments) {
            if (segment.start() <= index) {
                found = segment;
            }
        }
        return found;
    }

    private static Optional<PlusResult> judge(Api api, Comparison comparison, HiddenTest test, int index,
            DriverOutput.InputResult result, StepResult run, int total, Duration compile) {
        String input = DriverOutput.abbreviate(JsonValues.write(test.calls().isEmpty() ? test.args()
                : List.of(test.args(), test.calls().stream().map(c -> List.of(c.method(), c.args())).toList())));
        String expected = JsonValues.write(ResultComparer.canonical(api, comparison, test.expected()));
        Outcome outcome;
        String actual;
        String why;
        if (result instanceof DriverOutput.Returned r) {
            Optional<String> mismatch = ResultComparer.mismatch(api, comparison, test, r.value());
            if (mismatch.isEmpty()) {
                return Optional.empty();
            }
            outcome = Outcome.WRONG_OUTPUT;
            actual = JsonValues.write(r.value());
            why = mismatch.get();
        } else if (result instanceof DriverOutput.Raised r) {
            outcome = Outcome.RUNTIME_ERROR;
            actual = "error: " + r.message();
            why = "the call failed: " + r.message();
        } else if (result instanceof DriverOutput.Unreadable r) {
            outcome = Outcome.WRONG_OUTPUT;
            actual = "unreadable: " + r.message();
            why = r.message();
        } else {
            outcome = run.timedOut() ? Outcome.TIMEOUT : Outcome.RUNTIME_ERROR;
            actual = run.timedOut() ? "(timed out)" : "(crashed)";
            why = run.timedOut() ? "the hidden tests did not finish within " + run.elapsed().toSeconds() + " s"
                    : "the program stopped on this input (" + exit(run) + ")" + tail(run);
        }
        String detail = "hidden test " + (index + 1) + " '" + test.name() + "' " + why;
        return Optional.of(new PlusResult(outcome, detail, 0, total,
                Optional.of(new PlusResult.Failure(index, test.name(), input, expected, actual)), compile, run.elapsed()));
    }

    private static String exit(StepResult run) {
        if (run.outputLimitExceeded()) {
            return "its output exceeded the limit";
        }
        return run.exitCode() > 128 ? "signal " + (run.exitCode() - 128) : "exit status " + run.exitCode();
    }

    private static String tail(StepResult run) {
        String stderr = run.stderrTail(TAIL).strip();
        return stderr.isEmpty() ? "" : ":\n" + stderr;
    }
}
