package dev.algoreval.engine.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class HtmlReportTest {
    @TempDir
    Path dir;
    List<Run> runs;
    String html;

    @BeforeEach
    void twoRuns() throws IOException {
        runs = ResultsReader.readAll(List.of(Fixtures.runB(dir), Fixtures.runA(dir)));
        Path out = dir.resolve("out/report.html");
        HtmlReport.write(runs, out);
        html = Files.readString(out);
    }

    @Test
    void leaderboardRanksByPassRate() {
        String table = between(html, "id=\"leaderboard-table\"", "</table>");
        assertThat(table.indexOf("model-a")).isPositive().isLessThan(table.indexOf("model-b"));
        // model-a: 5 of 6 counted (its model error is not counted); model-b: 3 of 7.
        assertThat(table).contains("<td class=\"num\">1</td><td>model-a</td><td class=\"num\"><strong>83.3</strong>");
        assertThat(table).contains("<td class=\"num\">2</td><td>model-b</td><td class=\"num\"><strong>42.9</strong>");
        assertThat(table).contains("5 / 6").contains("3 / 7");
    }

    @Test
    void heatmapCellsCarryTheirPassRates() {
        String fig3 = svg("fig-model-language");
        assertThat(fig3).contains("model-a · Rust: 2 of 3 passed (66.7 %)").contains(">66.7</text>");
        assertThat(fig3).contains("model-b · Python: 2 of 4 passed (50.0 %)");
        String python = svg("fig-difficulty-python");
        assertThat(python).contains("merge-sort · model-b: 0 of 1 passed (0.0 %)");
        assertThat(python).contains("kmp · model-a: no counted results");
        String rust = svg("fig-difficulty-rust");
        assertThat(rust).contains("dijkstra · model-a: 1 of 2 passed (50.0 %)");
        // Hardest first: in Python merge-sort averages 50 % over the runs, dijkstra 75 %.
        assertThat(python.indexOf(">merge-sort</text>")).isLessThan(python.indexOf(">dijkstra</text>"));
    }

    @Test
    void comparisonShowsMcNemarAndBootstrap() {
        String table = between(html, "id=\"comparison-table\"", "</table>");
        // 6 shared pairs, b = 4, c = 1: p = 2 · (1 + 5) / 32 = 0.375; Δ = 5/6 − 2/6 = 50 pp.
        assertThat(table).contains("<td>model-a</td><td>model-b</td><td class=\"num\">6</td>");
        assertThat(table).contains("<td class=\"num\">83.3</td><td class=\"num\">33.3</td><td class=\"num\">+50.0</td>");
        assertThat(table).contains("<td class=\"num\">4</td><td class=\"num\">1</td><td class=\"num\">0.375</td>");
        assertThat(table).containsPattern("\\[[-+]?\\d+\\.\\d, [-+]?\\d+\\.\\d\\]");
    }

    @Test
    void baselineComparesEveryOtherRunWithIt() {
        String withBaseline = HtmlReport.render(runs, "model-b");
        String table = between(withBaseline, "id=\"comparison-table\"", "</table>");
        assertThat(table).contains("against the baseline model-b").contains("<td>model-a</td><td>model-b</td>");
        assertThatThrownBy(() -> HtmlReport.render(runs, "nobody")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("model-a");
    }

    @Test
    void statesWhatThePassRateCounts() {
        assertThat(html).contains("excluded from the\ndenominator").contains("<code>model_error</code>")
                .contains("<code>skipped</code>");
    }

    @Test
    void programOutputCannotInjectMarkup() {
        assertThat(html).doesNotContain("<script").doesNotContain("<img").doesNotContain("</pre><script>");
        assertThat(html).contains("&lt;/pre&gt;&lt;script&gt;alert(&#39;pwned&#39;)&lt;/script&gt;");
        assertThat(html).contains("print(&#39;&lt;b&gt;hi&lt;/b&gt;&#39;)");
    }

    @Test
    void controlCharactersFromProgramsAreMadeVisible() {
        assertThat(Html.escape("a\u0000b\u001b[31mc\r\nd\re")).isEqualTo("a\u2400b\u241b[31mc\nd\u240De");
        assertThat(Html.escape("x\uD800y")).isEqualTo("x\uFFFDy");
    }

    @Test
    void wholePageIsWellFormedAndEveryChartIsAccessible() throws Exception {
        Document page = parseXml(html);
        assertThat(page.getDocumentElement().getTagName()).isEqualTo("html");
        NodeList svgs = page.getElementsByTagName("svg");
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < svgs.getLength(); i++) {
            Element svg = (Element) svgs.item(i);
            ids.add(svg.getAttribute("id"));
            assertThat(svg.getAttribute("role")).isEqualTo("img");
            Element title = (Element) svg.getElementsByTagName("title").item(0);
            Element desc = (Element) svg.getElementsByTagName("desc").item(0);
            assertThat(title.getParentNode()).isEqualTo(svg);
            assertThat(title.getTextContent()).isNotBlank();
            assertThat(desc.getTextContent()).isNotBlank();
            assertThat(svg.getAttribute("aria-labelledby")).isEqualTo(title.getAttribute("id") + " " + desc.getAttribute("id"));
            String text = svg.getTextContent();
            assertThat(text).as("axis titles of %s", svg.getAttribute("id")).containsAnyOf("Language", "Model", "Algorithm");
        }
        assertThat(ids).containsExactly("fig-model-language", "fig-representation", "fig-outcomes-model",
                "fig-outcomes-language", "fig-difficulty-python", "fig-difficulty-rust");
        for (String id : ids) {
            assertThat(parseXml(svg(id)).getDocumentElement().getTagName()).isEqualTo("svg");
        }
    }

    @Test
    void representationChartHasOnlyGraphRepresentations() {
        String fig4 = svg("fig-representation");
        assertThat(fig4).contains("Python · edge list: 2 of 2 passed (100.0 %)")
                .contains("Rust · adjacency matrix: 1 of 2 passed (50.0 %)").doesNotContain(">default<");
    }

    @Test
    void diversityFollowsTheLeaderboard() {
        assertThat(html.indexOf("id=\"leaderboard\"")).isLessThan(html.indexOf("id=\"diversity\""));
        assertThat(html.indexOf("id=\"diversity\"")).isLessThan(html.indexOf("id=\"comparison\""));
        // Only dijkstra/python/edge_list passed in both runs, with the fixtures' one identical code; the
        // passes print nothing, so no problem has two outputs to vote on.
        String table = between(html, "id=\"diversity-algorithms\"", "</table>");
        assertThat(table).contains("<td>dijkstra · Python</td><td class=\"num\">1</td><td class=\"num\">1</td>"
                + "<td class=\"num\">1.00</td><td class=\"num\">100.0</td><td class=\"num\">–</td>");
    }

    @Test
    void singleRunReportHasNoLeaderboardButAllItsCharts() throws IOException {
        Path out = dir.resolve("single/report.html");
        HtmlReport.write(Fixtures.runA(dir), out);
        String single = Files.readString(out);
        assertThat(single).doesNotContain("id=\"leaderboard-table\"").doesNotContain("id=\"comparison-table\"")
                .doesNotContain("id=\"diversity\"")
                .contains("id=\"fig-outcomes-model\"").contains("id=\"fig-difficulty-rust\"").contains("83.3 %");
        assertThat(Files.list(out.getParent())).containsExactly(out);
    }

    @Test
    void emptyRunStillRenders() throws Exception {
        String empty = HtmlReport.render(List.of(), null);
        assertThat(empty).contains("No results were recorded.");
        parseXml(empty);
    }

    static Document parseXml(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        factory.setExpandEntityReferences(false);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }

    private String svg(String id) {
        Matcher m = Pattern.compile("<svg [^>]*id=\"" + Pattern.quote(id) + "\".*?</svg>", Pattern.DOTALL).matcher(html);
        assertThat(m.find()).as("chart %s", id).isTrue();
        return m.group();
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        assertThat(from).as(start).isNotNegative();
        return text.substring(from, text.indexOf(end, from));
    }
}
