package dev.algoreval.engine.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.algoreval.engine.results.ResultRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Three runs by hand (outputs compared whitespace-normalised):
 * <ul>
 * <li>sort/python: a passes with "abcd" (its sample 1 passes with b's exact code, and must be ignored),
 * b passes with "bcde", c prints a wrong "3 2 1". One pair, similarity 0.75, no exact match; votes
 * "1 2 3" ×2 against ×1, so both passes agree with the plurality.</li>
 * <li>sort/rust: all three pass. a "fn  x()", b "fn x()\n" (identical once whitespace collapses,
 * similarity 6/7), c "abcd" (shares no character with either: 0). Three pairs, mean 2/7, exact 1/3;
 * all three outputs agree.</li>
 * <li>kmp/python: a passes with "0 4", b and c both print the wrong "0", the plurality: a's pass is
 * not consensus. Only one pass, so no pair.</li>
 * </ul>
 * Python: 1 problem, 1 pair, passes a, b (sort) and a (kmp), 2 of them consensus. Rust: 1 problem, 3
 * pairs, 3 of 3. All: 2 problems, 4 pairs, similarity (0.75 + 6/7) / 4 = 0.4018, exact 1/4,
 * consensus 5 of 6. Per run: a 2 of 3, b 2 of 2, c 1 of 1.
 */
class DiversityTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static List<Run> threeRuns() {
        Run a = Fixtures.run("a", List.of(
                record("sort/python/default", "a", 1, "pass", "bcde", "1 2 3"),
                record("sort/python/default", "a", 0, "pass", "abcd", "1 2 3"),
                record("sort/rust/default", "a", 0, "pass", "fn  x()", "1 2 3"),
                record("kmp/python/default", "a", 0, "pass", "k", "0 4")));
        Run b = Fixtures.run("b", List.of(
                record("sort/python/default", "b", 0, "pass", "bcde", "1  2 3\n"),
                record("sort/rust/default", "b", 0, "pass", "fn x()\n", "1 2 3"),
                record("kmp/python/default", "b", 0, "wrong_output", "k", "0")));
        Run c = Fixtures.run("c", List.of(
                record("sort/python/default", "c", 0, "wrong_output", "zzz", "3 2 1"),
                record("sort/rust/default", "c", 0, "pass", "abcd", "1 2 3"),
                record("kmp/python/default", "c", 0, "wrong_output", "k", "0")));
        return List.of(c, a, b);
    }

    @Test
    void perLanguage() {
        Diversity d = Diversity.of(threeRuns());
        Diversity.Stats python = d.byLanguage.get("python");
        assertThat(python.problems).isEqualTo(1);
        assertThat(python.pairs).isEqualTo(1);
        assertThat(python.meanSimilarity().getAsDouble()).isEqualTo(0.75);
        assertThat(python.exactMatchRate().getAsDouble()).isZero();
        assertThat(python.passes).isEqualTo(3);
        assertThat(python.consensus).isEqualTo(2);
        Diversity.Stats rust = d.byLanguage.get("rust");
        assertThat(rust.pairs).isEqualTo(3);
        assertThat(rust.meanSimilarity().getAsDouble()).isCloseTo(2.0 / 7, within(1e-12));
        assertThat(rust.exactMatchRate().getAsDouble()).isCloseTo(1.0 / 3, within(1e-12));
        assertThat(rust.consensusRecall().getAsDouble()).isEqualTo(1.0);
        assertThat(d.byLanguage.keySet()).containsExactly("python", "rust");
    }

    @Test
    void overallAndPerRun() {
        Diversity d = Diversity.of(threeRuns());
        assertThat(d.overall.problems).isEqualTo(2);
        assertThat(d.overall.pairs).isEqualTo(4);
        assertThat(d.overall.meanSimilarity().getAsDouble()).isCloseTo((0.75 + 6.0 / 7) / 4, within(1e-12));
        assertThat(d.overall.exactMatchRate().getAsDouble()).isEqualTo(0.25);
        assertThat(d.overall.consensusRecall().getAsDouble()).isCloseTo(5.0 / 6, within(1e-12));
        assertThat(d.byRun.get("a").consensusRecall().getAsDouble()).isCloseTo(2.0 / 3, within(1e-12));
        assertThat(d.byRun.get("b").consensusRecall().getAsDouble()).isEqualTo(1.0);
        assertThat(d.byRun.get("c").passes).isEqualTo(1);
    }

    @Test
    void perAlgorithmAndLanguage() {
        Diversity d = Diversity.of(threeRuns());
        Diversity.Stats kmp = d.byCell.get(new Diversity.Cell("kmp", "python"));
        assertThat(kmp.pairs).isZero();
        assertThat(kmp.meanSimilarity()).isEmpty();
        assertThat(kmp.consensusRecall().getAsDouble()).isZero();
        assertThat(d.byCell.get(new Diversity.Cell("sort", "python")).consensusRecall().getAsDouble()).isEqualTo(1.0);
    }

    @Test
    void aTieForThePluralityIsConsensusAndALoneAnswerIsLeftOut() {
        // tie: a passes with "1", b prints "2": one vote each, so a's pass agrees with a plurality.
        // lone: only a answered, so it is not counted at all.
        Run a = Fixtures.run("a", List.of(record("tie/go/default", "a", 0, "pass", "p", "1"),
                record("lone/go/default", "a", 0, "pass", "p", "1")));
        Run b = Fixtures.run("b", List.of(record("tie/go/default", "b", 0, "wrong_output", "q", "2")));
        Diversity d = Diversity.of(List.of(a, b));
        assertThat(d.byRun.get("a").passes).isEqualTo(1);
        assertThat(d.byRun.get("a").consensus).isEqualTo(1);
        assertThat(d.byCell.get(new Diversity.Cell("lone", "go")).passes).isZero();
    }

    @Test
    void sectionShowsTheTablesWithTwoRunsAndIsAbsentWithOne() {
        String html = DiversitySection.render(HtmlReport.rank(threeRuns()));
        assertThat(html).contains("id=\"diversity-languages\"").contains("id=\"diversity-runs\"")
                .contains("id=\"diversity-algorithms\"");
        // All: 2 problems, 4 pairs, 0.40, 25 % exact, 5 of 6 consensus.
        assertThat(html).contains("<td><strong>All</strong></td><td class=\"num\">2</td><td class=\"num\">4</td>"
                + "<td class=\"num\">0.40</td><td class=\"num\">25.0</td><td class=\"num\">83.3</td>");
        assertThat(html).contains("<td>sort · Rust</td><td class=\"num\">1</td><td class=\"num\">3</td>"
                + "<td class=\"num\">0.29</td><td class=\"num\">33.3</td><td class=\"num\">100.0</td>");
        assertThat(html).doesNotContain("kmp ·");
        assertThat(DiversitySection.render(List.of(threeRuns().get(0)))).isEmpty();
    }

    @Test
    void runsUnderAnotherConditionAnsweredAnotherPrompt() {
        // The same model with a hint passes sort/rust with b's exact code: a problem of its own, with
        // one pass, so no new pair, no new exact match, and the zero-shot numbers stay as above.
        Run hinted = new Run("b hint", "b", "hint", Path.of("b-hint.jsonl"),
                List.of(record("sort/rust/default", "b", 0, "pass", "fn x()\n", "1 2 3", "hint")), List.of());
        List<Run> runs = new java.util.ArrayList<>(threeRuns());
        runs.add(hinted);
        Diversity d = Diversity.of(runs);
        assertThat(d.overall.pairs).isEqualTo(4);
        assertThat(d.overall.exactMatches).isEqualTo(1);
        assertThat(d.byRun).doesNotContainKey("b hint");
    }

    @Test
    void labelsAndAlgorithmsAreEscaped() {
        Run a = Fixtures.run(Fixtures.MALICIOUS, List.of(record("<i>x/go/default", "a", 0, "pass", "p", "1")));
        Run b = Fixtures.run("b", List.of(record("<i>x/go/default", "b", 0, "pass", "p", "1")));
        String html = DiversitySection.render(List.of(a, b));
        assertThat(html).doesNotContain("<script>").doesNotContain("<i>").contains("<td>&lt;i&gt;x · Go</td>");
    }

    static ResultRecord record(String instance, String model, int sample, String outcome, String code, String stdout) {
        return record(instance, model, sample, outcome, code, stdout, "zero-shot");
    }

    static ResultRecord record(String instance, String model, int sample, String outcome, String code, String stdout,
            String condition) {
        try {
            @SuppressWarnings("unchecked")
            Map<String, Object> line = JSON.readValue(Fixtures.line(instance, model, outcome, sample, stdout), Map.class);
            line.put("code", code);
            line.put("condition", condition);
            return ResultsReader.parse(JSON.writeValueAsString(line), Path.of("mem.jsonl"), 1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
