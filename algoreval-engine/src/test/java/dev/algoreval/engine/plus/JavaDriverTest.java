package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Java driver on {@link DriverContractTest}'s programs, written in Java, plus results read by their runtime type. */
class JavaDriverTest extends DriverContractTest {

    private static String main(String body) {
        return "import java.util.*;\n\npublic class Main {\n" + body + "\n}\n";
    }

    @Override
    protected Language language() {
        return Language.JAVA;
    }

    @Override
    protected String printsOnly(String expectedOutput) {
        return main("    public static void main(String[] args) {\n        System.out.print(" + expectedOutput + ");\n    }");
    }

    @Override
    protected List<String> missingFunctionMessage() {
        return List.of("no method 'dijkstra'");
    }

    @Override
    protected String wrongSignature() {
        return main("    static long[] dijkstra(int n, List<int[]> edges, int src) {\n"
                + "        return new long[n];\n    }");
    }

    @Override
    protected List<String> wrongSignatureMessage() {
        return List.of("found dijkstra(int, java.util.List, int)");
    }

    @Override
    protected String offByOne(String reference) {
        return reference.replace("static long[] dijkstra(", "static long[] real(")
                .replace("public static void main(", "static long[] dijkstra(int n, int[][] edges, int src) {\n"
                        + "        long[] d = real(n, edges, src);\n"
                        + "        for (int i = 0; i < d.length; i++) if (d[i] > 0) d[i]++;\n"
                        + "        return d;\n    }\n\n    public static void main(");
    }

    @Override
    protected String failsOnFirstInput() {
        return main("    static long[] dijkstra(int n, int[][] edges, int src) {\n"
                + "        if (n == 4) throw new IllegalStateException(\"boom\");\n"
                + "        return new long[] {0};\n    }");
    }

    @Override
    protected String firstInputFailureMessage() {
        return "IllegalStateException: boom";
    }

    @Override
    protected String exitsOnSecondInput() {
        return main("    static long[] dijkstra(int n, int[][] edges, int src) {\n"
                + "        if (n == 1) System.exit(3);\n"
                + "        return new long[] {0, 2, 5, -1};\n    }");
    }

    @Override
    protected String chatty() {
        return main("    static { System.out.print(\"hello\"); }\n"
                + "    static long[] dijkstra(int n, int[][] edges, int src) {\n"
                + "        System.out.print(\"debug \" + n);\n"
                + "        return n == 4 ? new long[] {0, 2, 5, -1} : new long[] {0};\n    }\n"
                + "    public static void main(String[] args) {\n        System.exit(7);\n    }");
    }

    @Test
    void aDifferentResultContainerIsStillReadByItsRuntimeType() {
        String boxed = main("    private static List<Long> dijkstra(int n, int[][] edges, int src) {\n"
                + "        return n == 4 ? List.of(0L, 2L, 5L, -1L) : List.of(0L);\n    }");
        PlusResult result = runner.run(instance, boxed, TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Override
    protected String inPlaceSort() {
        return "public class Main {\n    static void sortInPlace(int[] arr) {\n"
                + "        for (int i = 1; i < arr.length; i++)\n"
                + "            for (int j = i; j > 0 && arr[j - 1] > arr[j]; j--) { int t = arr[j]; arr[j] = arr[j - 1]; arr[j - 1] = t; }\n"
                + "    }\n}\n";
    }

    @Override
    protected String midpointIntegrator() {
        return "import java.util.function.DoubleUnaryOperator;\n\npublic class Main {\n"
                + "    static double integrate(DoubleUnaryOperator f, double a, double b, int n) {\n"
                + "        double h = (b - a) / n, total = 0;\n"
                + "        for (int i = 0; i < n; i++) total += f.applyAsDouble(a + (i + 0.5) * h);\n"
                + "        return total * h;\n    }\n}\n";
    }

    @Override
    protected String wrongIntegrator() {
        return "import java.util.function.Function;\n\npublic class Main {\n"
                + "    static double integrate(Function<Double, Double> f, double a, double b, int n) {\n"
                + "        return f.apply(a) * (b - a);\n    }\n}\n";
    }

    @Override
    protected List<String> wrongIntegratorMessage() {
        return List.of("no method integrate(java.util.function.DoubleUnaryOperator, double, double, int)",
                "found integrate(java.util.function.Function, double, double, int)");
    }

    @Override
    protected String addAndRepeat(boolean withRepeat) {
        return "public class Main {\n    static long add(int a, int b) {\n        return (long) a + b;\n    }\n"
                + (withRepeat ? "    static String repeat(String s, int times) {\n        return s.repeat(times);\n    }\n" : "")
                + "    public static void main(String[] args) {\n    }\n}\n";
    }

    @Override
    protected String lettersAndWeights() {
        return "import java.util.*;\n\npublic class Main {\n"
                + "    static Map<Character, Integer> letterCounts(String text) {\n"
                + "        Map<Character, Integer> counts = new TreeMap<>();\n"
                + "        for (char c : text.toCharArray()) counts.merge(c, 1, Integer::sum);\n        return counts;\n    }\n"
                + "    static long weigh(String text, Map<Character, Integer> weights) {\n        long total = 0;\n"
                + "        for (char c : text.toCharArray()) total += weights.get(c);\n        return total;\n    }\n"
                + "    public static void main(String[] args) {\n    }\n}\n";
    }

    /** The distances a call below returns when what it checks held, and the graph every one of them gets. */
    private static final List<Long> DISTANCES = List.of(0L, 2L, 5L, -1L);
    private static final HiddenTest SMALL_GRAPH = HiddenTest.function("the same small graph",
            List.of(4L, List.of(List.of(0L, 1L, 2L), List.of(1L, 2L, 3L)), 0L), DISTANCES);

    /**
     * A dijkstra that runs {@code before} and returns {@link #DISTANCES} only where {@code condition} holds, over
     * {@code first} (its first call), {@code collectedBefore} (a collection since its previous call ended) and
     * {@code collectedInside} (one while it ran).
     */
    private static String answeringWhether(String before, String condition) {
        return main("""
                    static long seen = -1;

                    static long collections() {
                        long total = 0;
                        for (var gc : java.lang.management.ManagementFactory.getGarbageCollectorMXBeans()) {
                            total += gc.getCollectionCount();
                        }
                        return total;
                    }

                    static long[] dijkstra(int n, int[][] edges, int src) throws Exception {
                        long atStart = collections();
                        boolean collectedBefore = atStart > seen;
                        boolean first = seen < 0;
                        %s
                        long atEnd = collections();
                        seen = atEnd;
                        boolean collectedInside = atEnd > atStart;
                        return %s ? new long[] {0, 2, 5, -1} : new long[] {0};
                    }""".formatted(before, condition));
    }

    @Test
    void timedACallThatAllocatesMuchStartsAfterACollectionThatPromotedItsInput() {
        // 1 MiB a call on the calling thread: each call starts after the driver's collection (outside the
        // clock), which promoted the input just read and lets the call allocate from eden's bottom.
        String program = answeringWhether("byte[] block = new byte[1 << 20]; block[block.length - 1] = 1;",
                "(first || collectedBefore) && !collectedInside");

        assertEveryTimedCallReturns(program, java.util.Collections.nCopies(6, SMALL_GRAPH), DISTANCES);
    }

    @Test
    void timedRunsCompileWholeMethodsWithinTheWarmUpsAndNeverReplaceALoopOnTheStack() {
        // Right only in a JVM that runs without on-stack replacement, with compile thresholds a twentieth of
        // the default: with them, a method called once a call ran its loops in the interpreter until C1's
        // replacement took over in the middle of each call (JavaDriver.COMPILED_WITHIN_WARM_UPS).
        String program = main("""
                    static long[] dijkstra(int n, int[][] edges, int src) {
                        var vm = java.lang.management.ManagementFactory.getPlatformMXBean(
                                com.sun.management.HotSpotDiagnosticMXBean.class);
                        boolean asTimed = vm.getVMOption("UseOnStackReplacement").getValue().equals("false")
                                && Double.parseDouble(vm.getVMOption("CompileThresholdScaling").getValue()) == 0.05;
                        return asTimed ? new long[] {0, 2, 5, -1} : new long[n];
                    }""");

        assertEveryTimedCallReturns(program, java.util.Collections.nCopies(3, SMALL_GRAPH), DISTANCES);
    }

    @Test
    void timedSmallCallsRunOneAfterAnotherWithoutACollection() {
        // A collection before each call cost it ~20 µs inside the clock, which bent Java's fits at small sizes.
        String program = answeringWhether("", "(first || !collectedBefore) && !collectedInside");

        assertEveryTimedCallReturns(program, java.util.Collections.nCopies(12, SMALL_GRAPH), DISTANCES);
    }

    @Test
    void timedNoCallCollectsWhileItsInputIsYoungEvenWhenAHelperThreadAllocates() {
        // 8 MiB a call, allocated on a thread the call starts and joins: the calling thread allocates little,
        // so only eden's room tells the driver to collect first. 24 calls allocate 192 MiB, more than eden
        // holds (about 68 MiB with the toolchain's 256 MiB heap): without that, a young collection would come
        // inside some call and copy its input in the clock.
        String program = answeringWhether("""
                long[] sum = new long[1];
                        Thread helper = new Thread(() -> {
                            for (int i = 0; i < 8; i++) {
                                byte[] block = new byte[1 << 20];
                                block[i] = 1;
                                sum[0] += block[i];
                            }
                        });
                        helper.start();
                        helper.join();""", "!collectedInside");

        assertEveryTimedCallReturns(program, java.util.Collections.nCopies(24, SMALL_GRAPH), DISTANCES);
    }
}
