package dev.algoreval.engine.execution;

import dev.algoreval.engine.report.HtmlReport;
import dev.algoreval.engine.results.ResultRecord;
import java.io.PrintStream;
import java.nio.file.Path;

/** report.html, rendered from results.jsonl once the run is over. */
final class ReportOutput implements RunListener {
    private final Path results;
    private final Path html;
    private final PrintStream console;
    private boolean any;

    ReportOutput(OutputDirectory directory, PrintStream console) {
        this.results = directory.resolve(OutputDirectory.RESULTS);
        this.html = directory.resolve(OutputDirectory.REPORT);
        this.console = console;
    }

    @Override
    public synchronized void recorded(ResultRecord record) {
        any = true;
    }

    @Override
    public synchronized void runFinished() {
        if (!any) {
            return;
        }
        try {
            HtmlReport.write(results, html);
            console.println("Report:  " + html.toUri());
        } catch (RuntimeException e) {
            // The results are safe in results.jsonl; a report problem alone must not fail the run.
            System.err.println("[algoreval] cannot write " + html + ": " + e.getMessage());
        }
    }
}
