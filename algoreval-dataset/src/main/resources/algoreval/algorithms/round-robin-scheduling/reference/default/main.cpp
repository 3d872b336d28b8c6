#include <algorithm>
#include <array>
#include <cstdio>
#include <deque>
#include <numeric>
#include <vector>

struct Times {
    int completion, turnaround, waiting;
};

std::vector<Times> roundRobinTimes(const std::vector<int> &arrival, const std::vector<int> &burst, int quantum) {
    size_t n = arrival.size();
    std::vector<size_t> byArrival(n);
    std::iota(byArrival.begin(), byArrival.end(), 0);
    std::stable_sort(byArrival.begin(), byArrival.end(),
                     [&](size_t a, size_t b) { return arrival[a] < arrival[b]; });
    std::vector<int> remaining = burst;
    std::vector<Times> result(n);
    std::deque<size_t> queue;
    size_t next = 0, finished = 0;
    int time = 0;
    auto admitUntil = [&](int t) {
        while (next < n && arrival[byArrival[next]] <= t) queue.push_back(byArrival[next++]);
    };
    while (finished < n) {
        admitUntil(time);
        if (queue.empty()) {
            time = arrival[byArrival[next]];  // idle until the next arrival
            continue;
        }
        size_t p = queue.front();
        queue.pop_front();
        int run = std::min(quantum, remaining[p]);
        time += run;
        remaining[p] -= run;
        admitUntil(time);  // arrivals up to now are queued before a preempted process
        if (remaining[p] == 0) {
            int turnaround = time - arrival[p];
            result[p] = {time, turnaround, turnaround - burst[p]};
            finished++;
        } else {
            queue.push_back(p);
        }
    }
    return result;
}

// The interface's result: one {completion, turnaround, waiting} row per process.
std::vector<std::array<int, 3>> roundRobinSchedule(const std::vector<int>& arrival, const std::vector<int>& burst, int quantum) {
    std::vector<std::array<int, 3>> rows;
    for (const Times &t : roundRobinTimes(arrival, burst, quantum)) rows.push_back({t.completion, t.turnaround, t.waiting});
    return rows;
}

int main() {
    std::vector<int> arrival = {0, 3, 1, 6, 3, 20};
    std::vector<int> burst = {5, 2, 4, 5, 3, 4};
    int quantum = 3;
    std::vector<Times> result = roundRobinTimes(arrival, burst, quantum);
    int totalTurnaround = 0, totalWaiting = 0;
    for (size_t i = 0; i < result.size(); i++) {
        std::printf("P%zu completion=%d turnaround=%d waiting=%d\n", i, result[i].completion, result[i].turnaround,
                    result[i].waiting);
        totalTurnaround += result[i].turnaround;
        totalWaiting += result[i].waiting;
    }
    std::printf("average turnaround=%.2f\n", static_cast<double>(totalTurnaround) / result.size());
    std::printf("average waiting=%.2f\n", static_cast<double>(totalWaiting) / result.size());
    return 0;
}
