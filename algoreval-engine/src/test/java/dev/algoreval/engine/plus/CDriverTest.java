package dev.algoreval.engine.plus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.dataset.Dataset;
import dev.algoreval.dataset.Instance;
import dev.algoreval.dataset.Language;
import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.engine.scoring.Outcome;
import dev.algoreval.engine.scoring.PlusResult;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The C driver on {@link DriverContractTest}'s programs, written in C (a crash ends the process, so the
 * crashed input fails and the later ones never run), plus the C result conventions.
 */
class CDriverTest extends DriverContractTest {
    private static final String HEADERS = "#include <stdio.h>\n#include <stdlib.h>\n";
    /** A dijkstra that returns [0, 2, 5, -1] plus the second hole for n == 4 and [0] otherwise, after the first hole. */
    private static final String CANNED = HEADERS
            + "long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {\n"
            + "    static const long long four[] = {0, 2, 5, -1};\n    %s\n"
            + "    long long *d = malloc(4 * sizeof *d);\n    *returnSize = n == 4 ? 4 : 1;\n"
            + "    for (int i = 0; i < *returnSize; i++) d[i] = n == 4 ? four[i] + %s : 0;\n    return d;\n}\n";

    @Override
    protected Language language() {
        return Language.C;
    }

    @Override
    protected String printsOnly(String expectedOutput) {
        return "#include <stdio.h>\nint main(void) {\n    fputs(" + expectedOutput + ", stdout);\n    return 0;\n}\n";
    }

    @Override
    protected List<String> missingFunctionMessage() {
        return List.of("undefined reference", "dijkstra");
    }

    @Override
    protected String wrongSignature() {
        return HEADERS + "typedef struct { int u, v, w; } Edge;\n"
                + "void dijkstra(int n, const Edge *edges, int m, int src, long long *dist) {\n}\n";
    }

    @Override
    protected List<String> wrongSignatureMessage() {
        return List.of("conflicting types for");
    }

    @Override
    protected String offByOne(String reference) {
        return CANNED.formatted("", "(four[i] > 0)");
    }

    @Override
    protected String failsOnFirstInput() {
        return CANNED.formatted("if (n == 4) abort();", "0");
    }

    @Override
    protected String firstInputFailureMessage() {
        return "the program stopped on this input";
    }


    @Override
    protected String exitsOnSecondInput() {
        return CANNED.formatted("if (n == 1) abort();", "0");
    }

    @Override
    protected String chatty() {
        return "#define V 7\n" + CANNED.formatted("printf(\"debug %d\", n);", "0")
                + "int main(void) {\n    printf(\"hello\");\n    exit(V);\n}\n";
    }

    @Test
    void aResultWhoseSizeWasNotSetIsReportedNotGuessed() {
        String noSize = HEADERS + "long long *dijkstra(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {\n"
                + "    return calloc(n, sizeof(long long));\n}\n";
        PlusResult result = runner.run(instance, noSize, TESTS);
        assertThat(result.outcome()).isEqualTo(Outcome.WRONG_OUTPUT);
        assertThat(result.detail()).contains("*returnSize");
    }

    @Test
    void aClassApiIsCreatedCalledAndFreed() {
        Instance matching = edgeListInstance("hopcroft-karp");
        PlusResult result = runner.run(matching, matching.referenceSolution(), MATCHING_TESTS);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
        assertThat(result.passed()).isEqualTo(2);
    }

    @Test
    void aNullListIsAbsentAndTheLargestElementIsAnAbsentElement() {
        Instance dag = edgeListInstance("dag-shortest-path");
        String fixed = "#include <limits.h>\n#include <stdlib.h>\n"
                + "long long *dagShortestPath(int n, const int edges[][3], int edgesSize, int src, int *returnSize) {\n"
                + "    long long *d = malloc(2 * sizeof *d);\n    d[0] = 0;\n    d[1] = LLONG_MAX;\n"
                + "    *returnSize = 2;\n    return d;\n}\n";
        List<HiddenTest> tests = List.of(HiddenTest.function("one unreachable", List.of(2L, List.of(), 0L),
                Arrays.asList(0L, null)));
        PlusResult result = runner.run(dag, fixed, tests);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void aResultStructIsWrittenFieldByField() {
        Instance cut = edgeListInstance("stoer-wagner-min-cut");
        String fixed = "#include <stdlib.h>\ntypedef struct { long long weight; int *side; int sideSize; } StoerWagnerResult;\n"
                + "StoerWagnerResult stoerWagner(int n, const int edges[][3], int edgesSize) {\n"
                + "    StoerWagnerResult r = {edges[0][2], malloc(sizeof(int)), 1};\n    r.side[0] = 1;\n    return r;\n}\n";
        List<HiddenTest> tests = List.of(HiddenTest.function("one edge", List.of(2L, List.of(List.of(0L, 1L, 5L))),
                List.of(5L, List.of(1L))));
        PlusResult result = runner.run(cut, fixed, tests);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Override
    protected String inPlaceSort() {
        return "void sortInPlace(int *arr, int arrSize) {\n    for (int i = 1; i < arrSize; i++) {\n"
                + "        for (int j = i; j > 0 && arr[j - 1] > arr[j]; j--) {\n"
                + "            int t = arr[j];\n            arr[j] = arr[j - 1];\n            arr[j - 1] = t;\n        }\n    }\n}\n";
    }

    @Override
    protected String midpointIntegrator() {
        return "double integrate(double (*f)(double), double a, double b, int n) {\n    double h = (b - a) / n, total = 0;\n"
                + "    for (int i = 0; i < n; i++) total += f(a + (i + 0.5) * h);\n    return total * h;\n}\n";
    }

    @Override
    protected String wrongIntegrator() {
        return "double integrate(double (*f)(int), double a, double b, int n) {\n    return f(0) + a + b + n;\n}\n";
    }

    @Override
    protected List<String> wrongIntegratorMessage() {
        return List.of("conflicting types for", "integrate");
    }

    @Override
    protected String addAndRepeat(boolean withRepeat) {
        return "#include <stdlib.h>\n#include <string.h>\nlong long add(int a, int b) {\n    return (long long) a + b;\n}\n"
                + (withRepeat ? "char *repeat(const char *s, int times) {\n    size_t n = strlen(s);\n"
                        + "    char *out = malloc(n * times + 1);\n"
                        + "    for (int i = 0; i < times; i++) memcpy(out + i * n, s, n);\n"
                        + "    out[n * times] = '\\0';\n    return out;\n}\n" : "");
    }

    @Override
    protected String lettersAndWeights() {
        return "#include <stdlib.h>\ntypedef struct { char key; int value; } CharIntEntry;\n"
                + "CharIntEntry *letterCounts(const char *text, int *returnSize) {\n"
                + "    CharIntEntry *out = malloc(128 * sizeof *out);\n    int n = 0;\n"
                + "    for (const char *p = text; *p; p++) {\n        int i = 0;\n"
                + "        while (i < n && out[i].key != *p) i++;\n"
                + "        if (i == n) { out[n].key = *p; out[n].value = 0; n++; }\n        out[i].value++;\n    }\n"
                + "    *returnSize = n;\n    return out;\n}\n"
                + "long long weigh(const char *text, const CharIntEntry *weights, int weightsSize) {\n"
                + "    long long total = 0;\n    for (const char *p = text; *p; p++)\n"
                + "        for (int i = 0; i < weightsSize; i++) if (weights[i].key == *p) total += weights[i].value;\n"
                + "    return total;\n}\n";
    }

    /** stdio.h declares remove(const char *), so AVLTree's remove cannot be a C function of that name. */
    @Test
    void aMethodNamedLikeACLibraryFunctionTakesTheClassNameAsPrefix() {
        Instance avl = Dataset.load().instance(Instance.id("avl-tree", Language.C, Representation.DEFAULT)).orElseThrow();
        assertThat(runner.signature(avl).orElseThrow()).contains("void aVLTreeRemove(AVLTree *obj, int key);")
                .contains("void insert(AVLTree *obj, int key);");
        String oneKeyTree = HEADERS + "typedef struct AVLTree { int key; int size; } AVLTree;\n"
                + "AVLTree *newAVLTree(void) { return calloc(1, sizeof(AVLTree)); }\n"
                + "void insert(AVLTree *obj, int key) { obj->key = key; obj->size = 1; }\n"
                + "void aVLTreeRemove(AVLTree *obj, int key) { if (obj->key == key) obj->size = 0; }\n"
                + "int **preorder(AVLTree *obj, int *returnSize, int **returnColumnSizes) {\n"
                + "    int **rows = malloc(sizeof *rows);\n    rows[0] = malloc(2 * sizeof(int));\n"
                + "    rows[0][0] = obj->key;\n    rows[0][1] = 1;\n"
                + "    *returnColumnSizes = malloc(sizeof(int));\n    (*returnColumnSizes)[0] = 2;\n"
                + "    *returnSize = obj->size;\n    return rows;\n}\n"
                + "void freeAVLTree(AVLTree *obj) { free(obj); }\n";
        List<HiddenTest> tests = List.of(HiddenTest.construct("insert then remove", List.of(),
                List.of(new HiddenTest.Call("insert", List.of(5L)), new HiddenTest.Call("preorder", List.of()),
                        new HiddenTest.Call("remove", List.of(5L)), new HiddenTest.Call("preorder", List.of())),
                List.of(List.of(List.of(5L, 1L)), List.of())));
        PlusResult result = runner.run(avl, oneKeyTree, tests);
        assertThat(result.outcome()).as(result.detail()).isEqualTo(Outcome.PASS);
    }

    @Test
    void aListOfStringsIsACharPointerArray() {
        Instance postfix = Dataset.load().instance(Instance.id("shunting-yard", Language.C, Representation.DEFAULT)).orElseThrow();
        assertThat(runner.signature(postfix).orElseThrow())
                .isEqualTo("char **infixToPostfix(const char *expression, int *returnSize);");
    }

    @Test
    void timedAnInputsMemoryIsReleasedAfterItsResultForTheNextCall() {
        // The same input five times in one timed process: released after each result, the fifth call's edges
        // lie where an earlier call's did. Leaked (as the driver once did in timed mode too), every call read
        // its input in memory the process had never used, up to seven times slower than reused memory.
        String tracking = "static const void *seen[8]; static int count; int fresh = count == 4;"
                + " for (int k = 0; k < count; k++) if (seen[k] == (const void *) edges) fresh = 0;"
                + " if (count < 8) seen[count++] = edges;";
        String program = String.format(CANNED, tracking, "fresh") + "int main(void) { return 0; }\n";
        // 300 edges, 3.6 kB: past the sizes glibc keeps in its per-thread cache, which calloc never takes from.
        List<List<Long>> edges = java.util.Collections.nCopies(300, List.of(0L, 1L, 2L));
        List<HiddenTest> same = java.util.Collections.nCopies(5, HiddenTest.function("the same 300 edges",
                List.of(4L, edges, 0L), List.of(0L, 2L, 5L, -1L)));

        assertEveryTimedCallReturns(program, same, List.of(0L, 2L, 5L, -1L));
    }
}
