package dev.algoreval.engine.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Paper Table 4 from three replayed runs: a base checkpoint, its SFT and its GRPO fine-tunes. */
class LanguageGainsSectionTest {

    @Test
    void eachRunsPassRatePerLanguageWithItsChangeAgainstTheBaseline() {
        // base: python 1/2, rust 0/2; sft: python 2/2, rust 0/2; grpo: python 1/2, rust 2/2.
        Run base = Fixtures.run("base", List.of(Fixtures.result("kmp/python/default", 0, "pass"),
                Fixtures.result("lcs/python/default", 0, "wrong_output"), Fixtures.result("kmp/rust/default", 0, "timeout"),
                Fixtures.result("lcs/rust/default", 0, "static_failure")));
        Run sft = Fixtures.run("sft", List.of(Fixtures.result("kmp/python/default", 0, "pass"),
                Fixtures.result("lcs/python/default", 0, "pass"), Fixtures.result("kmp/rust/default", 0, "wrong_output"),
                Fixtures.result("lcs/rust/default", 0, "wrong_output")));
        Run grpo = Fixtures.run("grpo", List.of(Fixtures.result("kmp/python/default", 0, "pass"),
                Fixtures.result("lcs/python/default", 0, "runtime_error"), Fixtures.result("kmp/rust/default", 0, "pass"),
                Fixtures.result("lcs/rust/default", 0, "pass")));

        String html = LanguageGainsSection.render(List.of(base, sft, grpo), base);

        assertThat(html).contains("paper Table 4");
        assertThat(rowOf(html, "base (baseline)")).contains("<td class=\"num\">25.0</td><td class=\"num\">50.0</td>"
                + "<td class=\"num\">0.0</td>");
        assertThat(rowOf(html, ">sft<")).contains("50.0 <span class=\"delta\">(+25.0)</span>")
                .contains("100.0 <span class=\"delta\">(+50.0)</span>").contains("0.0 <span class=\"delta\">(+0.0)</span>");
        assertThat(rowOf(html, ">grpo<")).contains("75.0 <span class=\"delta\">(+50.0)</span>")
                .contains("50.0 <span class=\"delta\">(+0.0)</span>").contains("100.0 <span class=\"delta\">(+100.0)</span>");
    }

    @Test
    void theCombinedReportShowsTheTableOnlyWithABaseline() {
        Run a = Fixtures.run("a", List.of(Fixtures.result("kmp/python/default", 0, "pass")));
        Run b = Fixtures.run("b", List.of(Fixtures.result("kmp/python/default", 0, "wrong_output")));

        assertThat(HtmlReport.render(List.of(a, b), "b")).contains("id=\"language-gains-table\"");
        assertThat(HtmlReport.render(List.of(a, b), null)).doesNotContain("id=\"language-gains-table\"");
    }

    private static String rowOf(String html, String marker) {
        int at = html.indexOf(marker);
        assertThat(at).as(marker).isNotNegative();
        return html.substring(html.lastIndexOf("<tr>", at), html.indexOf("</tr>", at));
    }
}
