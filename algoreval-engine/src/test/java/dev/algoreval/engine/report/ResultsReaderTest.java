package dev.algoreval.engine.report;

import dev.algoreval.engine.results.ResultRecord;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.algoreval.engine.scoring.Outcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsReaderTest {
    @TempDir
    Path dir;

    @Test
    void readsEveryFieldTheReportUses() {
        Run run = ResultsReader.read(Fixtures.runB(dir)).get(0);
        assertThat(run.label()).isEqualTo("model-b");
        assertThat(run.results()).hasSize(7);
        ResultRecord r = run.results().get(1);
        assertThat(r.instance()).isEqualTo("dijkstra/python/adj_matrix");
        assertThat(r.algorithm()).isEqualTo("dijkstra");
        assertThat(r.language()).isEqualTo("python");
        assertThat(r.representation()).isEqualTo("adj_matrix");
        assertThat(r.domain()).isEqualTo("graph");
        assertThat(r.outcome()).isEqualTo(Outcome.WRONG_OUTPUT);
        assertThat(r.stdout()).isEqualTo(Fixtures.MALICIOUS);
        assertThat(run.tally().passed()).isEqualTo(3);
        assertThat(run.tally().counted()).isEqualTo(7);
        assertThat(run.warnings()).isEmpty();
    }

    @Test
    void malformedLineIsNamedByFileAndLine() throws IOException {
        Path file = Fixtures.runA(dir);
        List<String> lines = Files.readAllLines(file);
        lines.set(2, "{\"instance\": \"lcs/c/default\", oops}");
        Files.write(file, lines);
        assertThatThrownBy(() -> ResultsReader.read(file))
                .isInstanceOf(ResultsFormatException.class)
                .hasMessageStartingWith(file + ":3: not valid JSON");
    }

    @Test
    void unknownOutcomeAndMissingFieldsAreNamed() throws IOException {
        Path file = Fixtures.write(dir.resolve("bad.jsonl"), List.of(
                Fixtures.line("lcs/c/default", "m", "pass", ""),
                Fixtures.line("lcs/go/default", "m", "pass", "").replace("\"pass\"", "\"passed\"")));
        assertThatThrownBy(() -> ResultsReader.read(file)).hasMessageStartingWith(file + ":2: unknown outcome 'passed'")
                .hasMessageContaining("wrong_output");
        Files.writeString(file, "{\"instance\": \"lcs/c/default\", \"outcome\": \"pass\"}\n");
        assertThatThrownBy(() -> ResultsReader.read(file)).hasMessage(file + ":1: missing or empty text field 'model'");
        Files.writeString(file, "[1, 2]\n");
        assertThatThrownBy(() -> ResultsReader.read(file)).hasMessageContaining(file + ":1: expected a JSON object");
    }

    @Test
    void truncatedLastLineIsSkippedWithAWarning() throws IOException {
        Path file = Fixtures.runA(dir);
        String whole = Files.readString(file);
        String half = Fixtures.line("lcs/c/default", "model-a", "pass", "");
        Files.writeString(file, whole + half.substring(0, half.length() / 2));
        Run run = ResultsReader.read(file).get(0);
        assertThat(run.results()).hasSize(7);
        assertThat(run.warnings()).singleElement().asString()
                .startsWith(file + ":8: skipped a truncated last line");
    }

    @Test
    void brokenLineBeforeTheEndIsAnErrorEvenIfTheLastOneIsFine() throws IOException {
        Path file = Fixtures.runA(dir);
        List<String> lines = Files.readAllLines(file);
        lines.set(6, lines.get(6).substring(0, 20));
        lines.add(Fixtures.line("lcs/c/default", "model-a", "pass", ""));
        Files.write(file, lines);
        assertThatThrownBy(() -> ResultsReader.read(file)).hasMessageStartingWith(file + ":7:");
    }

    @Test
    void completeButBrokenLastLineIsAnError() throws IOException {
        Path file = Fixtures.runA(dir);
        Files.writeString(file, Files.readString(file) + "{\"instance\": \n");
        assertThatThrownBy(() -> ResultsReader.read(file)).hasMessageStartingWith(file + ":8:");
    }

    @Test
    void missingFileIsNamed() {
        Path file = dir.resolve("nowhere/results.jsonl");
        assertThatThrownBy(() -> ResultsReader.read(file)).hasMessage(file + ": no such file");
    }

    @Test
    void runsSharingAModelAreLabelledByTheirFolder() {
        Path first = Fixtures.write(dir.resolve("monday/results.jsonl"),
                List.of(Fixtures.line("lcs/c/default", "gpt-oss-20b", "pass", "")));
        Path second = Fixtures.write(dir.resolve("tuesday/results.jsonl"),
                List.of(Fixtures.line("lcs/c/default", "gpt-oss-20b", "wrong_output", "")));
        Path other = Fixtures.write(dir.resolve("other/results.jsonl"),
                List.of(Fixtures.line("lcs/c/default", "phi-4", "pass", "")));
        List<Run> runs = ResultsReader.readAll(List.of(first, second, other));
        assertThat(runs).extracting(Run::label)
                .containsExactly("gpt-oss-20b (monday)", "gpt-oss-20b (tuesday)", "phi-4");
    }

    @Test
    void aFileWithSeveralModelsOrConditionsGivesOneRunEach() {
        Path file = Fixtures.write(dir.resolve("results.jsonl"), List.of(
                Fixtures.line("lcs/c/default", "a", "pass", ""),
                Fixtures.line("lcs/c/default", "b", "pass", ""),
                Fixtures.line("lcs/c/default", "a", "pass", "").replace("zero-shot", "hint"),
                Fixtures.line("lcs/go/default", "a", "wrong_output", "")));
        List<Run> runs = ResultsReader.read(file);
        assertThat(runs).extracting(Run::label).containsExactly("a", "b", "a [hint]");
        assertThat(runs.get(0).results()).hasSize(2);
    }

    @Test
    void repeatedInstanceSampleKeepsTheLaterLine() {
        Path file = Fixtures.write(dir.resolve("results.jsonl"), List.of(
                Fixtures.line("lcs/c/default", "a", "wrong_output", ""),
                Fixtures.line("lcs/c/default", "a", "pass", "")));
        Run run = ResultsReader.read(file).get(0);
        assertThat(run.results()).singleElement().extracting(ResultRecord::outcome).isEqualTo(Outcome.PASS);
        assertThat(run.warnings()).singleElement().asString().contains(":2: lcs/c/default sample 0");
    }

    @Test
    void emptyFileGivesNoRuns() throws IOException {
        Path file = dir.resolve("empty.jsonl");
        Files.writeString(file, "");
        assertThat(ResultsReader.read(file)).isEmpty();
    }
}
