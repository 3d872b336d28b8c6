#include <algorithm>
#include <array>
#include <cstdio>
#include <numeric>
#include <vector>

struct Times {
    int completion, turnaround, waiting;
};

std::vector<Times> fcfsTimes(const std::vector<int> &arrival, const std::vector<int> &burst) {
    size_t n = arrival.size();
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return arrival[a] < arrival[b]; });
    std::vector<Times> result(n);
    int time = 0;
    for (size_t p : order) {
        time = std::max(time, arrival[p]);  // idle until the process arrives
        time += burst[p];
        int turnaround = time - arrival[p];
        result[p] = {time, turnaround, turnaround - burst[p]};
    }
    return result;
}

// The interface's result: one {completion, turnaround, waiting} row per process.
std::vector<std::array<int, 3>> fcfsSchedule(const std::vector<int>& arrival, const std::vector<int>& burst) {
    std::vector<std::array<int, 3>> rows;
    for (const Times &t : fcfsTimes(arrival, burst)) rows.push_back({t.completion, t.turnaround, t.waiting});
    return rows;
}

int main() {
    std::vector<int> arrival = {2, 0, 4, 4, 25, 3};
    std::vector<int> burst = {5, 3, 1, 6, 2, 4};
    std::vector<Times> result = fcfsTimes(arrival, burst);
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
