function permutations(items) {
  const result = [];
  const current = [];
  const used = new Array(items.length).fill(false);

  function extend() {
    if (current.length === items.length) {
      result.push(current.slice());
      return;
    }
    for (let i = 0; i < items.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      current.push(items[i]);
      extend();
      current.pop();
      used[i] = false;
    }
  }

  extend();
  return result;
}

function compareLists(a, b) {
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== b[i]) return a[i] - b[i];
  }
  return 0;
}

for (const p of permutations([3, -1, 4, 0]).sort(compareLists)) console.log(p.join(" "));
console.log(permutations([1, 2, 3, 4, 5, 6]).length);
