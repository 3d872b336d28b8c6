package dev.algoreval.dataset.plus.gen;

import static dev.algoreval.dataset.plus.gen.CpuSchedulingCases.INT_MAX;
import static dev.algoreval.dataset.plus.gen.CpuSchedulingCases.at;
import static dev.algoreval.dataset.plus.gen.CpuSchedulingCases.processes;

import dev.algoreval.dataset.Representation;
import dev.algoreval.dataset.plus.HiddenTest;
import dev.algoreval.dataset.plus.gen.CpuSchedulingCases.Processes;
import dev.algoreval.dataset.plus.gen.CpuSchedulingTickSimulator.Policy;
import java.util.ArrayList;
import java.util.List;

/**
 * Hidden tests of non-preemptive SJF scheduling. The prompt fixes every tie (shorter burst, then earlier
 * arrival, then lower process number), so the comparison is exact. Oracle: {@link CpuSchedulingTickSimulator},
 * a step-by-step clock that scans the waiting processes whenever the CPU is free. The largest random test has
 * 2000 processes: a quadratic scan, which the prompt allows, stays fast on it in every language.
 */
public final class SjfSchedulingPlusTests implements PlusTestGenerator {
    @Override
    public List<HiddenTest> tests(Representation representation) {
        List<HiddenTest> tests = new ArrayList<>();
        add(tests, "one process arriving at time 0", processes(at(0), 6));
        add(tests, "one process arriving at time 7: the CPU idles until then", processes(at(7), 2));
        add(tests, "all processes arrive at time 0: shortest burst first", processes(at(0, 0, 0, 0), 5, 1, 3, 2));
        add(tests, "equal bursts: the earlier arrival goes first although its number is higher",
                processes(at(0, 5, 2), 10, 3, 3));
        add(tests, "equal bursts and equal arrivals: lower process number first", processes(at(0, 4, 4, 4), 6, 2, 2, 2));
        add(tests, "non-preemptive: a shorter job arriving during a long one waits for it",
                processes(at(0, 1), 10, 1));
        add(tests, "a job arriving exactly when the CPU frees is considered then",
                processes(at(0, 5, 1), 5, 1, 3));
        add(tests, "after an idle gap several jobs arrive together: shortest of them first",
                processes(at(0, 20, 20, 20), 2, 7, 3, 5));
        add(tests, "after an idle gap the first arrival runs although a shorter job arrives a moment later",
                processes(at(0, 10, 11), 1, 5, 1));
        add(tests, "a long job starved by a stream of short ones",
                processes(at(0, 1, 2, 3, 4, 5, 6, 7, 8), 3, 10, 2, 2, 2, 2, 2, 2, 2));
        add(tests, "first arrival after time 0, processes listed out of arrival order",
                processes(at(9, 3, 6, 3), 2, 4, 1, 4));
        add(tests, "random: 60 processes with many equal bursts and arrivals (seed 1211)",
                CpuSchedulingCases.random(1211, 60, 40, 5));
        add(tests, "random: 2000 processes with idle gaps and ties (seed 1212)",
                CpuSchedulingCases.random(1212, 2000, 200_000, 150));
        add(tests, "one process whose burst is 2^31 - 1", processes(at(0), INT_MAX));
        add(tests, "two processes, the second finishing exactly at 2^31 - 1",
                CpuSchedulingCases.lastCompletionExactlyIntMax());
        add(tests, "1000 processes with completion times approaching 2^31 - 1 (seed 1213)",
                CpuSchedulingCases.approachingIntMax(1213, 1000, 1 << 16, 42));
        return tests;
    }

    private static void add(List<HiddenTest> tests, String name, Processes p) {
        tests.add(CpuSchedulingCases.test(Policy.SJF, name, p, 0));
    }
}
