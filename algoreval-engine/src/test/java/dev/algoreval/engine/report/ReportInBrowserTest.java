package dev.algoreval.engine.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens the report in headless Chromium: the page must load from file:// with nothing else and
 * every chart must be in the rendered DOM. Chromium is required (CI installs it); set
 * ALGOREVAL_NO_BROWSER=1 to skip on a machine without it.
 */
class ReportInBrowserTest {
    private static final List<String> BROWSERS = List.of("chromium", "chromium-browser", "google-chrome");

    @TempDir
    Path dir;

    @Test
    void everyChartIsInTheRenderedPage() throws Exception {
        Path chromium = browser();
        Path report = dir.resolve("report.html");
        HtmlReport.write(ResultsReader.readAll(List.of(Fixtures.runA(dir), Fixtures.runB(dir))), report);
        List<String> chartIds = chartIds(Files.readString(report));
        assertThat(chartIds).hasSize(6);

        String dom = runChromium(chromium, "--dump-dom", report.toUri().toString());
        assertThat(dom).contains("<h1>AlgoREval report</h1>");
        for (String id : chartIds) {
            assertThat(dom).as("rendered DOM has chart %s", id).containsPattern("<svg [^>]*id=\"" + id + "\"");
        }
        assertThat(chartIds(dom)).containsExactlyElementsOf(chartIds);
        assertThat(dom).doesNotContain("<script");

        Path png = dir.resolve("report.png");
        runChromium(chromium, "--screenshot=" + png, "--window-size=1400,3000", report.toUri().toString());
        assertThat(png).exists();
        byte[] bytes = Files.readAllBytes(png);
        assertThat(bytes.length).isGreaterThan(10_000);
        assertThat(new String(bytes, 1, 3, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("PNG");
    }

    private static List<String> chartIds(String html) {
        Matcher m = Pattern.compile("<svg [^>]*?id=\"([^\"]+)\"").matcher(html);
        List<String> ids = new ArrayList<>();
        while (m.find()) {
            ids.add(m.group(1));
        }
        return ids;
    }

    private Path browser() {
        Optional<Path> found = Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .flatMap(d -> BROWSERS.stream().map(b -> Path.of(d, b)))
                .filter(Files::isExecutable).findFirst();
        if (found.isEmpty()) {
            Assumptions.assumeFalse("1".equals(System.getenv("ALGOREVAL_NO_BROWSER")),
                    "no chromium on PATH and ALGOREVAL_NO_BROWSER=1: browser check skipped");
            fail("no chromium on PATH (looked for " + BROWSERS + "): install it with `apt-get install -y chromium`, "
                    + "or set ALGOREVAL_NO_BROWSER=1 to skip this check");
        }
        return found.get();
    }

    private String runChromium(Path chromium, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--disable-gpu",
                "--no-sandbox", "--no-first-run", "--hide-scrollbars", "--user-data-dir=" + dir.resolve("profile")));
        command.addAll(List.of(args));
        Path stdout = dir.resolve("chromium.out");
        Path stderr = dir.resolve("chromium.err");
        Process process = new ProcessBuilder(command).redirectOutput(stdout.toFile()).redirectError(stderr.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            fail("chromium did not finish within 120 s: " + command);
        }
        assertThat(process.exitValue()).as("chromium exit status; stderr: %s", Files.readString(stderr)).isZero();
        return Files.readString(stdout);
    }
}
