package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.Api;
import dev.algoreval.dataset.plus.Comparison;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.RealFunctions;
import dev.algoreval.dataset.plus.SignatureRenderer;
import dev.algoreval.dataset.plus.TypeParser;
import dev.algoreval.dataset.plus.JsonValues;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.List;
import java.util.function.DoubleUnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * What every language's driver does on dijkstra's edge-list interface with two hand-checked hidden tests:
 * the reference passes, and each way a program can fail gets its own outcome. A subclass per language
 * supplies the programs, written as a model would write them in that language, and what its compiler or
 * driver says about them; it adds the tests only its language needs.
 */
abstract class DriverContractTest {
    // 0 -2-> 1 -3-> 2, 0 -9-> 2, vertex 3 unreachable: distances 0, 2, 5 and the prompt's -1.
    protected static final List<HiddenTest> TESTS = List.of(
            HiddenTest.function("path beats direct edge", List.of(4L, List.of(List.of(0L, 1L, 2L), List.of(1L, 2L, 3L),
                    List.of(0L, 2L, 9L)), 0L), List.of(0L, 2L, 5L, -1L)),
            HiddenTest.function("single vertex", List.of(1L, List.of(), 0L), List.of(0L)));
    // Hopcroft-Karp's class API, for the drivers that have a class API test. Left 1 likes right 1 and 2,
    // left 2 only right 1: both can be matched; no edges match nobody.
    protected static final List<HiddenTest> MATCHING_TESTS = List.of(
            HiddenTest.construct("two of two", List.of(2L, 2L), List.of(call("addEdge", 1L, 1L), call("addEdge", 1L, 2L),
                    call("addEdge", 2L, 1L), call("hopcroftKarp")), List.of(2L)),
            HiddenTest.construct("no edges", List.of(1L, 1L), List.of(call("hopcroftKarp")), List.of(0L)));

    // Two shapes no graph variant has: a sort that changes its argument and returns nothing (the result is
    // the argument after the call), and an integrator given a function by its name on the RealFunctions menu.
    protected static final Api SORT = new Api.Function(TypeParser.parseMethod("sortInPlace(arr: inout list<int>)"));
    protected static final Api INTEGRATE = new Api.Function(
            TypeParser.parseMethod("integrate(f: fn(double) -> double, a: double, b: double, n: int) -> double"));
    protected static final List<HiddenTest> SORT_TESTS = List.of(
            HiddenTest.function("three", List.of(List.of(3L, 1L, 2L)), List.of(1L, 2L, 3L)),
            HiddenTest.function("empty", List.of(List.of()), List.of()),
            HiddenTest.function("duplicates and negatives", List.of(List.of(5L, -1L, 5L, 0L)), List.of(-1L, 0L, 5L, 5L)),
            HiddenTest.function("32-bit extremes", List.of(List.of(2147483647L, -2147483648L)),
                    List.of(-2147483648L, 2147483647L)));
    /** The midpoint rule with 4 steps on [0.5, 2] for every function of the menu, so each driver's menu is checked. */
    protected static final List<HiddenTest> INTEGRATE_TESTS = RealFunctions.names().stream()
            .map(name -> HiddenTest.function(name, List.of(name, 0.5, 2.0, 4L), midpoint(name, 0.5, 2.0, 4))).toList();

    // A hand-made interface of two functions that a test calls in turn (no object): add(2, 3) = 5, and so on.
    protected static final Api TWO_FUNCTIONS = new Api.Functions(List.of(
            TypeParser.parseMethod("add(a: int, b: int) -> long"),
            TypeParser.parseMethod("repeat(s: string, times: int) -> string")));
    protected static final List<HiddenTest> TWO_FUNCTION_TESTS = List.of(
            HiddenTest.calls("mixed calls", List.of(call("add", 2L, 3L), call("repeat", "ab", 3L),
                    call("add", 2147483647L, 1L)), List.of(5L, "ababab", 2147483648L)),
            HiddenTest.calls("empty repeat", List.of(call("repeat", "x", 0L)), List.of("")));

    // Maps with char keys, as a result and as an argument: "abca" has a twice, b and c once; "cab" weighs 100 + 1 + 10.
    protected static final Api LETTER_MAPS = new Api.Functions(List.of(
            TypeParser.parseMethod("letterCounts(text: string) -> map<char, int>"),
            TypeParser.parseMethod("weigh(text: string, weights: map<char, int>) -> long")));
    protected static final List<HiddenTest> LETTER_MAP_TESTS = List.of(
            HiddenTest.calls("counts then weights", List.of(call("letterCounts", "abca"),
                    call("weigh", "cab", new java.util.TreeMap<>(java.util.Map.of("a", 1L, "b", 10L, "c", 100L)))),
                    List.of(new java.util.TreeMap<>(java.util.Map.of("a", 2L, "b", 1L, "c", 1L)), 111L)),
            HiddenTest.calls("empty map", List.of(call("letterCounts", ""), call("weigh", "", java.util.Map.of())),
                    List.of(java.util.Map.of(), 0L)));

    // [re, im] pairs, which a language's own complex numbers may stand for (an FFT's result): x[i] - x[i] i.
    protected static final Api PAIRS = new Api.Function(TypeParser.parseMethod(
            "conjugated(x: list<double>) -> list<pair<double,double>>"));
    protected static final List<HiddenTest> PAIRS_TESTS = List.of(
            HiddenTest.function("two", List.of(List.of(1.5, -2.0)), List.of(List.of(1.5, -1.5), List.of(-2.0, 2.0))),
            HiddenTest.function("none", List.of(List.of()), List.of()));

    protected final PlusRunner runner = PlusSandbox.runner();
    protected final Instance instance = edgeListInstance("dijkstra");

    protected abstract Language language();

    /**
     * Runs the program on the Dijkstra instance in the scale probe's timed mode, the given inputs in one
     * process, and asserts that every call returned {@code expected}.
     */
    protected void assertEveryTimedCallReturns(String program, List<HiddenTest> inputs, List<Long> expected) {
        TimedDriverRunner.Result result = new TimedDriverRunner(dev.algoreval.dataset.plus.Interfaces.load(),
                PlusSandbox.programs()).run(instance, program, List.of(inputs));

        assertThat(result.compiled()).isTrue();
        assertThat(result.batches().get(0).output().results()).hasSize(inputs.size())
                .allSatisfy(r -> assertThat(r).isEqualTo(new DriverOutput.Returned(expected)));
    }

    /** {@code sortInPlace(arr)}: sorts arr in place (any simple sort), returns nothing; no entry point needed. */
    protected abstract String inPlaceSort();

    /** {@code integrate(f, a, b, n)}: the midpoint rule, {@code h * sum f(a + (i + 0.5) h)} for i in 0..n-1. */
    protected abstract String midpointIntegrator();

    /** An integrate the driver cannot call as the interface says (another parameter type or count). */
    protected abstract String wrongIntegrator();

    /** What the build or the driver says about {@link #wrongIntegrator()}. */
    protected abstract List<String> wrongIntegratorMessage();

    /** A whole program that prints {@code expectedOutput} and defines no dijkstra, as for the plain prompt. */
    protected abstract String printsOnly(String expectedOutput);

    /** What the build or the driver says when there is no dijkstra to call. */
    protected abstract List<String> missingFunctionMessage();

    /** A dijkstra the driver cannot call with the interface's three arguments. */
    protected abstract String wrongSignature();

    /** What the build or the driver says about {@link #wrongSignature()}. */
    protected abstract List<String> wrongSignatureMessage();

    /** {@code reference} changed so that every positive distance comes out one too large. */
    protected abstract String offByOne(String reference);

    /** Throws, panics or aborts on the 4-vertex input (the first) and returns [0] otherwise. */
    protected abstract String failsOnFirstInput();

    /** What the result's detail says about {@link #failsOnFirstInput()}'s failure. */
    protected abstract String firstInputFailureMessage();

    /** Ends the process on the 1-vertex input (the second) and returns the right distances on the first. */
    protected abstract String exitsOnSecondInput();

    /** Right distances, with the model's own prints and a main that would exit early if it ran. */
    protected abstract String chatty();

    /**
     * {@link #TWO_FUNCTIONS} as a model writes it: {@code add} returns the sum without 32-bit overflow,
     * {@code repeat} the string {@code times} times; without {@code repeat} when {@code withRepeat} is false.
     */
    protected abstract String addAndRepeat(boolean withRepeat);

    /**
     * {@link #LETTER_MAPS} as a model writes it: {@code letterCounts} counts each letter of text (in any
     * map type the language's driver accepts), {@code weigh} sums the weights of text's letters.
     */
    protected abstract String lettersAndWeights();

    protected final Instance edgeListInstance(String algorithmId) {
        return Dataset.load().instance(Instance.id(algorithmId, language(), Representation.EDGE_LIST)).orElseThrow();
    }

    /** The declaration a static failure must name, as the plus prompt shows it. */
    protected final String expectedSignature() {
        return runner.signature(instance).orElseThrow();
    }

    @Test
    void referencePasses() {
        PlusResult result = runner.run(instance, instance.referenceSolution(), TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void aProgramThatOnlyPrintsTheExpectedOutputIsAStaticFailureNamingTheExpectedSignature() {
        PlusResult result = runner.run(instance, printsOnly(JsonValues.write(instance.expectedOutput())), TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains(missingFunctionMessage()).contains(expectedSignature());
    }

    @Test
    void aWrongSignatureIsAStaticFailureNamingTheExpectedSignature() {
        PlusResult result = runner.run(instance, wrongSignature(), TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains(wrongSignatureMessage()).contains(expectedSignature());
    }

    @Test
    void aWrongResultNamesTheFirstFailingInputWithExpectedAndActual() {
        PlusResult result = runner.run(instance, offByOne(instance.referenceSolution()), TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.WRONG_OUTPUT);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> {
            assertThat(f.test()).isEqualTo("path beats direct edge");
            assertThat(f.expected()).isEqualTo("[0,2,5,-1]");
            assertThat(f.actual()).isEqualTo("[0,3,6,-1]");
        });
    }

    @Test
    void aFailureOnTheFirstInputIsThatInputsRuntimeError() {
        PlusResult result = runner.run(instance, failsOnFirstInput(), TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.detail()).contains(firstInputFailureMessage());
        // The second input runs and passes: after the failure in the same process, or (where the failure
        // ended the process, as C's abort does) as the first input of a fresh one.
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> assertThat(f.test()).isEqualTo("path beats direct edge"));
    }

    @Test
    void aHardExitOnTheSecondInputStopsThereAndKeepsTheFirstResult() {
        PlusResult result = runner.run(instance, exitsOnSecondInput(), TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.RUNTIME_ERROR);
        assertThat(result.passed()).isEqualTo(1);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> {
            assertThat(f.test()).isEqualTo("single vertex");
            assertThat(f.actual()).isEqualTo("(crashed)");
        });
    }

    @Test
    void theModelsOwnPrintsAndMainDoNotDisturbTheResults() {
        PlusResult result = runner.run(instance, chatty(), TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void theTimedModeWritesEachCallsDurationBesideItsResultInEveryBatch() {
        TimedDriverRunner.Result result = new TimedDriverRunner(dev.algoreval.dataset.plus.Interfaces.load(),
                PlusSandbox.programs()).run(instance, instance.referenceSolution(), List.of(TESTS, List.of(TESTS.get(1))));
        assertThat(result.compiled()).isTrue();
        assertThat(result.batches()).hasSize(2);
        TimedDriverRunner.Batch first = result.batches().get(0);
        assertThat(first.output().results()).containsExactly(new DriverOutput.Returned(List.of(0L, 2L, 5L, -1L)),
                new DriverOutput.Returned(List.of(0L)));
        assertThat(first.nanos()).containsOnlyKeys(0, 1);
        // The calls alone: never more than the whole process took, in wall or CPU time.
        assertThat(first.nanos().values()).allSatisfy(t -> {
            assertThat(t.wall()).isNotNegative().isLessThan(first.run().elapsed().toNanos());
            assertThat(t.cpu()).isNotNegative().isLessThan(first.run().elapsed().toNanos() + 1_000_000_000L);
        });
        assertThat(result.batches().get(1).nanos()).containsOnlyKeys(0);
        assertThat(result.batches().get(1).output().results()).containsExactly(new DriverOutput.Returned(List.of(0L)));
    }

    /**
     * A path of 100,000 vertices (an edge list of 1.6 MB of text), plain and timed: a driver that reads its
     * input in windows (Python's, of 1 MB) must join the values cut at a window's edge.
     */
    @Test
    void aLargeInputIsReadWholeInBothModes() {
        int n = 100_000;
        List<Object> edges = new java.util.ArrayList<>();
        List<Long> distances = new java.util.ArrayList<>();
        for (long v = 0; v < n; v++) {
            if (v > 0) {
                edges.add(List.of(v - 1, v, 7L));
            }
            distances.add(7 * v);
        }
        HiddenTest path = HiddenTest.function("path", List.of((long) n, edges, 0L), distances);

        PlusResult plain = runner.run(instance, instance.referenceSolution(), List.of(path));

        assertThat(plain.outcome()).as(plain.detail()).isEqualTo(Outcome.PASS);
        assertEveryTimedCallReturns(instance.referenceSolution(), List.of(path), distances);
    }

    @Test
    void anInPlaceSortIsJudgedByItsArgumentAfterTheCall() {
        PlusResult result = runner.run(language(), SORT, Comparison.EXACT, inPlaceSort(), SORT_TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(SORT_TESTS.size());
    }

    @Test
    void aFunctionArgumentIsTheMenuFunctionItsNameStandsFor() {
        PlusResult result = runner.run(language(), INTEGRATE, Comparison.EXACT, midpointIntegrator(), INTEGRATE_TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(RealFunctions.names().size());
    }

    @Test
    void anIntegratorThatReadsTheFunctionWronglyIsAStaticFailureNamingTheExpectedSignature() {
        PlusResult result = runner.run(language(), INTEGRATE, Comparison.EXACT, wrongIntegrator(), INTEGRATE_TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail()).contains(wrongIntegratorMessage())
                .contains(SignatureRenderer.forLanguage(language()).render(INTEGRATE).text());
    }

    /** The oracle of the integrator tests, from the menu's Java implementations. */
    private static double midpoint(String name, double a, double b, int n) {
        DoubleUnaryOperator f = RealFunctions.get(name);
        double h = (b - a) / n;
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += f.applyAsDouble(a + (i + 0.5) * h);
        }
        return sum * h;
    }

    @Test
    void severalFunctionsAreCalledInTurnAndTheirResultsListed() {
        PlusResult result = runner.run(instance, TWO_FUNCTIONS, addAndRepeat(true), TWO_FUNCTION_TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void aMissingSecondFunctionIsAStaticFailureNamingTheExpectedSignature() {
        PlusResult result = runner.run(instance, TWO_FUNCTIONS, addAndRepeat(false), TWO_FUNCTION_TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.STATIC_FAILURE);
        assertThat(result.detail())
                .contains(missingFunctionMessage().stream().map(m -> m.replace("dijkstra", "repeat")).toList())
                .contains(SignatureRenderer.forLanguage(language()).render(TWO_FUNCTIONS).text());
    }

    @Test
    void mapsWithCharKeysArePassedAndReturnedAsJsonObjects() {
        PlusResult result = runner.run(instance, LETTER_MAPS, lettersAndWeights(), LETTER_MAP_TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void aWrongMapValueIsAWrongOutput() {
        PlusResult result = runner.run(instance, LETTER_MAPS, lettersAndWeights(), List.of(HiddenTest.calls("wrong",
                List.of(call("letterCounts", "aa")), List.of(java.util.Map.of("a", 3L)))));
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.WRONG_OUTPUT);
        assertThat(result.firstFailure()).hasValueSatisfying(f -> assertThat(f.actual()).isEqualTo("[{\"a\":2}]"));
    }

    protected static HiddenTest.Call call(String method, Object... args) {
        return new HiddenTest.Call(method, List.of(args));
    }
}
