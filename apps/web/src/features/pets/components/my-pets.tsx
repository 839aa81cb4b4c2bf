import { formatAge, formatKg, LIFE_STAGE_LABELS, SIZE_LABELS, type Pet } from '@canino/shared';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { PawIcon } from '../../../components/icons';
import { QueryView } from '../../../components/query-view';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { deletePet, uploadPetPhoto, usePets } from '../api/pets';
import { PetForm } from './pet-form';
import '../pets.css';

function PetCard({ cusID, pet }: { cusID: number; pet: Pet }) {
  const [editing, setEditing] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const facts = [
    pet.breedName,
    pet.sizeClass && `${SIZE_LABELS[pet.sizeClass]} size`,
    pet.ageMonths !== null && `${formatAge(pet.ageMonths)}${pet.birthDateEstimated ? ' (about)' : ''}`,
    pet.lifeStage && LIFE_STAGE_LABELS[pet.lifeStage],
  ].filter(Boolean);
  const upload = async (f: File | undefined) => {
    if (!f) return;
    try {
      notify.success(await uploadPetPhoto(cusID, pet.id, f));
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };
  const remove = async () => {
    try {
      notify.success(await deletePet(cusID, pet.id));
    } catch (err) {
      notify.error(errorMessage(err));
    }
  };
  return (
    <li className="pet-card">
      <div className="pet-card__photo">{pet.photo ? <img src={pet.photo} alt={`${pet.name}`} width={80} height={80} /> : <PawIcon size={32} />}</div>
      <div>
        <h2>
          {pet.name}
          {pet.first && <span className="visually-hidden"> (the pet on your profile)</span>}
        </h2>
        <p className="pet-card__facts">{facts.join(' · ')}</p>
        <p className="pet-card__facts">Weight: {pet.weightGrams ? formatKg(pet.weightGrams) : 'not given'}</p>
        {pet.weights.length > 1 && (
          <ul className="pet-card__weights" aria-label={`${pet.name}'s weight over time`}>
            {pet.weights.map((w, i) => (
              <li key={i}>
                {new Date(`${w.recordedOn}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}: {formatKg(w.grams)}
              </li>
            ))}
          </ul>
        )}
        <div className="pet-card__actions">
          <Button variant="secondary" size="sm" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            Edit {pet.name}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => file.current?.click()}>
            {pet.photo ? 'Change photo' : 'Add photo'}
          </Button>
          <input ref={file} type="file" accept="image/jpeg,image/png,image/webp" hidden aria-label={`Photo of ${pet.name}`} onChange={(e) => void upload(e.target.files?.[0])} />
          {!pet.first && (
            <Button variant="danger" size="sm" onClick={() => void remove()}>
              Remove {pet.name}
            </Button>
          )}
        </div>
        {editing && <PetForm cusID={cusID} pet={pet} onDone={() => setEditing(false)} />}
      </div>
    </li>
  );
}

/** "My pets": every dog of the customer; the first is the one the profile shows. */
export default function MyPets({ cusID }: { cusID: number }) {
  const query = usePets();
  const [adding, setAdding] = useState(false);
  return (
    <QueryView query={query} errorTitle="We could not load your pets">
      {(pets) => (
        <>
          <ul className="pets-list">
            {pets.map((p) => (
              <PetCard key={p.id} cusID={cusID} pet={p} />
            ))}
          </ul>
          {adding ? <PetForm cusID={cusID} onDone={() => setAdding(false)} /> : <Button onClick={() => setAdding(true)}>Add another pet</Button>}
        </>
      )}
    </QueryView>
  );
}
