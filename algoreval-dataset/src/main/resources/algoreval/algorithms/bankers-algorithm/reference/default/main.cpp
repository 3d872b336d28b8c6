#include <iostream>
#include <string>
#include <utility>
#include <vector>

using Matrix = std::vector<std::vector<int>>;

std::vector<int> safeSequence(const std::vector<int> &available, const Matrix &max, const Matrix &allocation) {
    size_t n = max.size(), m = available.size();
    std::vector<int> work = available;
    std::vector<bool> finished(n, false);
    std::vector<int> sequence;
    while (sequence.size() < n) {
        int chosen = -1;
        for (size_t i = 0; i < n && chosen < 0; i++) {
            if (finished[i]) continue;
            bool fits = true;
            for (size_t j = 0; j < m; j++) {
                if (max[i][j] - allocation[i][j] > work[j]) fits = false;
            }
            if (fits) chosen = static_cast<int>(i);
        }
        if (chosen < 0) return {};  // no remaining process can finish: unsafe
        finished[chosen] = true;
        sequence.push_back(chosen);
        for (size_t j = 0; j < m; j++) work[j] += allocation[chosen][j];
    }
    return sequence;
}

std::string requestResources(const std::vector<int> &available, const Matrix &max, const Matrix &allocation,
                             int process, const std::vector<int> &request) {
    size_t m = available.size();
    for (size_t j = 0; j < m; j++) {
        if (request[j] > max[process][j] - allocation[process][j]) return "error";
    }
    for (size_t j = 0; j < m; j++) {
        if (request[j] > available[j]) return "wait";
    }
    std::vector<int> newAvailable = available;
    Matrix newAllocation = allocation;
    for (size_t j = 0; j < m; j++) {
        newAvailable[j] -= request[j];
        newAllocation[process][j] += request[j];
    }
    return safeSequence(newAvailable, max, newAllocation).empty() ? "unsafe" : "granted";
}

int main() {
    std::vector<int> available = {3, 1, 2, 2};
    Matrix max = {{5, 0, 0, 6}, {2, 4, 1, 0}, {6, 5, 1, 7}, {0, 2, 2, 6}, {4, 0, 7, 5}};
    Matrix allocation = {{4, 0, 0, 0}, {2, 2, 1, 0}, {4, 5, 0, 6}, {0, 0, 2, 5}, {2, 0, 6, 2}};
    for (const auto &avail : {available, std::vector<int>{0, 2, 0, 0}}) {
        std::vector<int> sequence = safeSequence(avail, max, allocation);
        if (sequence.empty()) {
            std::cout << "unsafe\n";
        } else {
            std::cout << "safe sequence:";
            for (int p : sequence) std::cout << " " << p;
            std::cout << "\n";
        }
    }
    std::vector<std::pair<int, std::vector<int>>> requests = {
        {1, {0, 1, 0, 0}}, {0, {1, 0, 0, 2}}, {3, {0, 2, 0, 0}}, {1, {0, 3, 0, 0}}, {2, {2, 0, 1, 1}}};
    for (const auto &[process, request] : requests) {
        std::cout << "P" << process << ": " << requestResources(available, max, allocation, process, request) << "\n";
    }
    return 0;
}
