package dev.algoreval.engine.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Paper Table 3 from a replayed fixture: one model's answers under zero-shot, hint and snippet on the
 * same eight instances, read back from a results file as the report reads them.
 */
class ConditionEffectsTest {
    private static final List<String> INSTANCES = List.of("kmp/python/default", "lcs/python/default",
            "lis/python/default", "merge-sort/python/default", "kmp/rust/default", "lcs/rust/default",
            "lis/rust/default", "merge-sort/rust/default");

    @TempDir
    Path dir;

    @Test
    void eachConditionAgainstZeroShotOnThePairedInstances() {
        // zero-shot passes 0-3; hint passes 0-5 (fixes 4 and 5, breaks none); snippet passes 1-3 and 6 (fixes 6, breaks 0).
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < INSTANCES.size(); i++) {
            lines.add(line(INSTANCES.get(i), "zero-shot", i <= 3));
            lines.add(line(INSTANCES.get(i), "hint", i <= 5));
            lines.add(line(INSTANCES.get(i), "snippet", (i >= 1 && i <= 3) || i == 6));
        }
        List<Run> runs = ResultsReader.read(Fixtures.write(dir.resolve("results.jsonl"), lines));

        List<PairedComparison> effects = ComparisonSection.conditionEffects(runs);

        assertThat(effects).hasSize(2);
        PairedComparison hint = effects.stream().filter(c -> c.first().condition().equals("hint")).findFirst().orElseThrow();
        assertThat(hint.second().condition()).isEqualTo("zero-shot");
        assertThat(hint.pairs()).isEqualTo(8);
        assertThat(hint.firstRate()).isEqualTo(6 / 8.0);
        assertThat(hint.secondRate()).isEqualTo(4 / 8.0);
        assertThat(hint.firstOnly()).isEqualTo(2);
        assertThat(hint.secondOnly()).isZero();
        assertThat(hint.pValue()).isCloseTo(0.5, within(1e-12)); // exact McNemar, b = 2, c = 0: 2 x (1/2)^2
        PairedComparison snippet = effects.stream().filter(c -> c.first().condition().equals("snippet")).findFirst()
                .orElseThrow();
        assertThat(snippet.firstRate()).isEqualTo(4 / 8.0);
        assertThat(snippet.difference()).isZero();
        assertThat(snippet.firstOnly()).isEqualTo(1);
        assertThat(snippet.secondOnly()).isEqualTo(1);
        assertThat(snippet.pValue()).isCloseTo(1.0, within(1e-12));
        String html = HtmlReport.render(runs, null);
        assertThat(html).contains("id=\"conditions-table\"").contains("+25.0").contains("id=\"hard-subset\"");
    }

    private static String line(String instance, String condition, boolean passes) {
        return Fixtures.line(instance, "m", passes ? "pass" : "wrong_output", "")
                .replace("\"condition\":\"zero-shot\"", "\"condition\":\"" + condition + "\"");
    }
}
