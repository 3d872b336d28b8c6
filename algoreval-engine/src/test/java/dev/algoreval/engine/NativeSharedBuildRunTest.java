package dev.algoreval.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.algoreval.dataset.Dataset;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * C and C++ build once under {@code plus}: the model's translation unit unchanged beside the driver's,
 * which is entered before {@code main} only for the hidden tests. The fixed test must score as the
 * program compiled alone does: a {@code main} without {@code return 0} still exits 0, a name the
 * driver's headers declare is the model's to use, a program that needs a header it did not include
 * still fails to compile, and {@code main} reads the stdin it would read alone.
 */
class NativeSharedBuildRunTest {
    private static final Dataset DATASET = Dataset.load();

    @TempDir
    Path dir;

    @Test
    void aMainWithoutReturnZeroPassesUnderBothConditions() throws IOException {
        assertPassesUnderBothConditions(reference -> reference.replace("    return 0;\n}", "}"));
    }

    @Test
    void aProgramMayUseANameTheDriversHeadersDeclare() throws IOException {
        // C: bool as a program without stdbool.h defines it (stdbool.h makes that typedef an error); C++: y1,
        // a function of <cmath> under g++'s default _GNU_SOURCE.
        List<JsonNode> lines = replayBothConditions(
                reference("c").replace("#include <stdbool.h>\n", "typedef int bool;\nenum { false, true };\n"),
                reference("cpp") + "\nint y1 = 0;\n");
        assertThat(lines).hasSize(4).allSatisfy(line -> assertThat(line.get("outcome").asText()).as(describe(line))
                .isEqualTo("pass"));
        assertThat(lines).filteredOn(line -> line.has("plus_outcome")).hasSize(2)
                .allSatisfy(line -> assertThat(line.get("plus_outcome").asText()).as(describe(line)).isEqualTo("pass"));
    }

    @Test
    void aProgramThatDoesNotCompileAloneIsAStaticFailureUnderBothConditions() throws IOException {
        // bool without stdbool.h, std::cout without <iostream>: headers the driver includes in its own unit.
        List<JsonNode> lines = replayBothConditions(reference("c").replace("#include <stdbool.h>\n", ""),
                reference("cpp").replace("#include <iostream>\n", ""));
        assertThat(lines).hasSize(4).allSatisfy(line -> {
            assertThat(line.get("outcome").asText()).as(describe(line)).isEqualTo("static_failure");
            assertThat(line.has("plus_outcome")).isFalse();
        });
    }

    @Test
    void aMainThatReadsStdinSeesItsEndAsAloneAndPrintsTheFixedOutput() throws IOException {
        assertPassesUnderBothConditions(reference -> "#include <stdio.h>\n" + reference.replaceFirst("(int main\\([^)]*\\) \\{\n)",
                "$1    if (getchar() != EOF) {\n        return 4;\n    }\n"));
    }

    private void assertPassesUnderBothConditions(UnaryOperator<String> change) throws IOException {
        String c = change.apply(reference("c"));
        String cpp = change.apply(reference("cpp"));
        assertThat(c).isNotEqualTo(reference("c"));
        assertThat(cpp).isNotEqualTo(reference("cpp"));
        List<JsonNode> lines = replayBothConditions(c, cpp);
        assertThat(lines).hasSize(4).allSatisfy(line -> assertThat(line.get("outcome").asText()).as(describe(line))
                .isEqualTo("pass"));
        assertThat(lines).filteredOn(line -> line.has("plus_outcome")).hasSize(2)
                .allSatisfy(line -> assertThat(line.get("plus_outcome").asText()).as(describe(line)).isEqualTo("pass"));
    }

    private List<JsonNode> replayBothConditions(String c, String cpp) throws IOException {
        return SharedBuildRunTest.replayBothConditions(dir, SharedBuildRunTest.response("dijkstra/c/edge_list", "c", c)
                + SharedBuildRunTest.response("dijkstra/cpp/edge_list", "cpp", cpp), "dijkstra", "c,cpp");
    }

    private static String reference(String language) {
        return DATASET.instance("dijkstra/" + language + "/edge_list").orElseThrow().referenceSolution();
    }

    private static String describe(JsonNode line) {
        return line.get("condition").asText() + " " + line.get("instance").asText() + ": " + line.get("detail").asText()
                + (line.has("plus_detail") ? " / " + line.get("plus_detail").asText() : "");
    }
}
