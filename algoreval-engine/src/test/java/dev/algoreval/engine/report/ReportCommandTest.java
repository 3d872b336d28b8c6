package dev.algoreval.engine.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.algoreval.engine.cli.CommandLineContract;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ReportCommandTest {
    @TempDir
    Path dir;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return ReportCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void combinesSeveralRunsIntoOneReport() throws Exception {
        Path report = dir.resolve("combined.html");
        int status = run("--out", report.toString(), "--baseline", "model-b", Fixtures.runA(dir).toString(),
                Fixtures.runB(dir).toString());
        assertThat(status).as(err.toString()).isZero();
        assertThat(out.toString()).contains("wrote").contains("model-a, model-b");
        assertThat(Files.readString(report)).contains("against the baseline model-b");
    }

    @TestFactory
    Stream<DynamicTest> theCommandLineListsEveryOptionAndRefusesBadOnes() {
        return CommandLineContract.tests(new CommandLine(new ReportCommand()).getCommandSpec(),
                (args, out, err) -> ReportCommand.run(args.toArray(String[]::new), out, err));
    }

    @Test
    void badArgumentsExitWithTwoAndUsage() {
        assertThat(run()).isEqualTo(2);
        assertThat(err.toString()).contains("Missing required parameter: '<results.jsonl>'").contains("Usage: report");
        err.reset();
        assertThat(run("--out")).isEqualTo(2);
        assertThat(err.toString()).contains("Missing required parameter for option '--out'").contains("Usage:");
        err.reset();
        assertThat(run("--colour", "x.jsonl")).isEqualTo(2);
        assertThat(err.toString()).contains("Unknown option: '--colour'");
        err.reset();
        assertThat(run("--baseline", "nobody", "--out", dir.resolve("r.html").toString(),
                Fixtures.runA(dir).toString())).isEqualTo(2);
        assertThat(err.toString()).contains("no run is labelled 'nobody'").contains("model-a");
        assertThat(dir.resolve("r.html")).doesNotExist();
    }

    @Test
    void unreadableResultsFailWithTheirLine() throws Exception {
        Path file = dir.resolve("broken.jsonl");
        Files.writeString(file, "not json\n");
        assertThat(run("--out", dir.resolve("r.html").toString(), file.toString())).isEqualTo(1);
        assertThat(err.toString()).contains(file + ":1: not valid JSON");
    }
}
