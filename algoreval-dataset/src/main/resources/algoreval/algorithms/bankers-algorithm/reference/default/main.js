function safeSequence(available, max, allocation) {
  const n = max.length;
  const work = available.slice();
  const finished = new Array(n).fill(false);
  const sequence = [];
  while (sequence.length < n) {
    let chosen = -1;
    for (let i = 0; i < n && chosen < 0; i++) {
      if (!finished[i] && max[i].every((mx, j) => mx - allocation[i][j] <= work[j])) chosen = i;
    }
    if (chosen < 0) return []; // no remaining process can finish: unsafe
    finished[chosen] = true;
    sequence.push(chosen);
    allocation[chosen].forEach((a, j) => {
      work[j] += a;
    });
  }
  return sequence;
}

function requestResources(available, max, allocation, process, request) {
  if (request.some((r, j) => r > max[process][j] - allocation[process][j])) return "error";
  if (request.some((r, j) => r > available[j])) return "wait";
  const newAvailable = available.map((a, j) => a - request[j]);
  const newAllocation = allocation.map((row) => row.slice());
  newAllocation[process] = allocation[process].map((a, j) => a + request[j]);
  return safeSequence(newAvailable, max, newAllocation).length > 0 ? "granted" : "unsafe";
}

const available = [3, 1, 2, 2];
const max = [[5, 0, 0, 6], [2, 4, 1, 0], [6, 5, 1, 7], [0, 2, 2, 6], [4, 0, 7, 5]];
const allocation = [[4, 0, 0, 0], [2, 2, 1, 0], [4, 5, 0, 6], [0, 0, 2, 5], [2, 0, 6, 2]];
for (const avail of [available, [0, 2, 0, 0]]) {
  const sequence = safeSequence(avail, max, allocation);
  console.log(sequence.length > 0 ? "safe sequence: " + sequence.join(" ") : "unsafe");
}
const requests = [[1, [0, 1, 0, 0]], [0, [1, 0, 0, 2]], [3, [0, 2, 0, 0]], [1, [0, 3, 0, 0]], [2, [2, 0, 1, 1]]];
for (const [process, request] of requests) {
  console.log(`P${process}: ${requestResources(available, max, allocation, process, request)}`);
}
